-- What matching reads of a study, as one document (server/services/matching/load-study-criteria.ts):
-- participant type ids, the study's conditions, and the groups with clauses and expressions in order.
CREATE OR REPLACE FUNCTION study_matching_criteria(target_study_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  select jsonb_build_object(
    'participantTypeIds', to_jsonb(s.participant_type_ids),
    'studyConditionIds', coalesce((select to_jsonb(v.lookup_value_ids) from study_property_values v
      where v.study_id = s.id and v.property_id = 2 and v.language = s.default_language), '[]'::jsonb),
    'criteria', coalesce((select jsonb_agg(jsonb_build_object('name', c.name, 'clauses', coalesce((
        select jsonb_agg(jsonb_build_object('clauseConnector', cl.clause_connector, 'expressions', coalesce((
            select jsonb_agg(jsonb_build_object('operator', e.operator, 'variable', cv.name,
              'savedValue', e.saved_value, 'lookupValueIds', to_jsonb(e.lookup_value_ids)) order by e.order_num, e.id)
            from criterion_expressions e join criterion_variables cv on cv.id = e.variable_id
            where e.clause_id = cl.id), '[]'::jsonb)) order by cl.order_num, cl.id)
        from criterion_clauses cl where cl.criterion_id = c.id), '[]'::jsonb)) order by c.order_num, c.id)
      from eligibility_criteria c where c.study_id = s.id), '[]'::jsonb))
  from studies s where s.id = target_study_id
$$;
--> statement-breakpoint
UPDATE studies SET matching_criteria = study_matching_criteria(id);
