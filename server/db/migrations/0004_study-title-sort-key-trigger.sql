-- Keeps study_statistics.title_sort_key equal to the lower-cased title in the study's default language.
CREATE FUNCTION study_statistics_title() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer := coalesce(NEW.study_id, OLD.study_id);
BEGIN
  IF coalesce(NEW.property_id, OLD.property_id) <> 1 THEN
    RETURN NULL;
  END IF;
  UPDATE study_statistics st SET title_sort_key = coalesce((
    SELECT lower(v.saved_value) FROM study_property_values v JOIN studies s ON s.id = v.study_id
    WHERE v.study_id = target AND v.property_id = 1 AND v.language = s.default_language), '')
  WHERE st.study_id = target;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_property_values_title AFTER INSERT OR UPDATE OR DELETE ON study_property_values
  FOR EACH ROW EXECUTE FUNCTION study_statistics_title();
--> statement-breakpoint
UPDATE study_statistics st SET title_sort_key = coalesce(lower(v.saved_value), '')
FROM study_property_values v JOIN studies s ON s.id = v.study_id
WHERE v.study_id = st.study_id AND v.property_id = 1 AND v.language = s.default_language;
