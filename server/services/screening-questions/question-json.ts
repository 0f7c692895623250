import { type SQL, sql } from "drizzle-orm";

/**
 * A screening question `q` as JSON (the contract's ScreeningQuestion): texts in `language` where
 * translated, choices in order, category, and how many volunteers answered it.
 */
export function questionJson(language: string): SQL {
  return sql`json_build_object(
            'id', q.id, 'orderNum', q.order_num, 'editable', q.editable, 'required', q.required,
            'text', coalesce(q.translations->'text'->>${language}, q.text),
            'helpText', coalesce(q.translations->'helpText'->>${language}, q.help_text),
            'inputType', q.input_type, 'questionType', q.question_type,
            'options', coalesce((select json_agg(json_build_object('id', o.id, 'orderNum', o.order_num,
                'text', coalesce(o.translations->>${language}, o.text)) order by o.order_num, o.id)
              from screening_question_options o where o.question_id = q.id), '[]'),
            'category', (select json_build_object('id', c.id, 'name', c.name, 'description', c.description)
              from question_categories c where c.id = q.category_id),
            'answerCount', (select count(*) from screening_answers a where a.question_id = q.id))`;
}
