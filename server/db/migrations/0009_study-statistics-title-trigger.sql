-- The title trigger now keeps the display title beside its sort key.
CREATE OR REPLACE FUNCTION study_statistics_title() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.study_id, OLD.study_id);
  current_title text;
BEGIN
  IF coalesce(NEW.property_id, OLD.property_id) <> 1 THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(v.saved_value, '') INTO current_title
  FROM study_property_values v JOIN studies s ON s.id = v.study_id
  WHERE v.study_id = target AND v.property_id = 1 AND v.language = s.default_language;
  UPDATE study_statistics st
  SET title = coalesce(current_title, ''), title_sort_key = lower(coalesce(current_title, ''))
  WHERE st.study_id = target;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE study_statistics st SET title = coalesce(v.saved_value, '')
FROM study_property_values v JOIN studies s ON s.id = v.study_id
WHERE v.study_id = st.study_id AND v.property_id = 1 AND v.language = s.default_language;
