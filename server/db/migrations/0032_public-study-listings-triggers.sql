-- Keeps public_study_listings (the volunteers' search, issue 15) in step with studies and their lay texts.
-- Statement-level triggers with transition tables, so that an import's batch refreshes its studies in one
-- statement. The listing rows are locked before they are recomputed: a concurrent edit of the same study
-- then waits, and the recompute (a new statement, a new snapshot) sees what that edit committed.
-- Reference ids: properties 1 title, 2 conditions, 3 purpose, 4 description, 5 locations, 6 offers
-- compensation; lookup values 265002 the healthy-volunteers participant type, 260001 Yes (BOOLEAN).
-- The search vector keeps words without positions: the search matches, it does not rank.
CREATE FUNCTION public_study_listings_refresh(study_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(study_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM public_study_listings WHERE study_id = ANY(study_ids) ORDER BY study_id FOR UPDATE;
  INSERT INTO public_study_listings AS l (study_id, study_num, listed, posting_activation_date,
    posting_deactivation_date, default_language, healthy_volunteers, offers_compensation, title_sort_key,
    condition_ids, location_ids, lay_texts, search_vector)
  SELECT s.id, s.study_num, s.publishable AND s.archived_date IS NULL, s.posting_activation_date,
    s.posting_deactivation_date, s.default_language, 265002 = ANY(s.participant_type_ids),
    coalesce(260001 = ANY(d.offers_compensation), false), lower(coalesce(d.title, '')),
    coalesce(d.condition_ids, '{}'), coalesce(d.location_ids, '{}'),
    coalesce(t.lay_texts, '{}'), coalesce(t.search_vector, ''::tsvector)
  FROM studies s
  LEFT JOIN LATERAL (
    SELECT max(v.saved_value) FILTER (WHERE v.property_id = 1) AS title,
      max(v.lookup_value_ids) FILTER (WHERE v.property_id = 2) AS condition_ids,
      max(v.lookup_value_ids) FILTER (WHERE v.property_id = 5) AS location_ids,
      max(v.lookup_value_ids) FILTER (WHERE v.property_id = 6) AS offers_compensation
    FROM study_property_values v
    WHERE v.study_id = s.id AND v.language = s.default_language AND v.property_id IN (1, 2, 5, 6)
  ) d ON true
  LEFT JOIN LATERAL (
    SELECT jsonb_object_agg(texts.language,
        jsonb_build_object('title', texts.title, 'purpose', texts.purpose)) AS lay_texts,
      strip(to_tsvector('simple', string_agg(texts.words, ' '))) AS search_vector
    FROM (
      SELECT v.language,
        coalesce(max(v.saved_value) FILTER (WHERE v.property_id = 1), '') AS title,
        coalesce(max(v.saved_value) FILTER (WHERE v.property_id = 3), '') AS purpose,
        coalesce(string_agg(v.saved_value, ' '), '') AS words
      FROM study_property_values v
      WHERE v.study_id = s.id AND v.property_id IN (1, 3, 4)
      GROUP BY v.language
    ) texts
  ) t ON true
  WHERE s.id = ANY(study_ids)
  ON CONFLICT (study_id) DO UPDATE SET
    study_num = excluded.study_num,
    listed = excluded.listed,
    posting_activation_date = excluded.posting_activation_date,
    posting_deactivation_date = excluded.posting_deactivation_date,
    default_language = excluded.default_language,
    healthy_volunteers = excluded.healthy_volunteers,
    offers_compensation = excluded.offers_compensation,
    title_sort_key = excluded.title_sort_key,
    condition_ids = excluded.condition_ids,
    location_ids = excluded.location_ids,
    lay_texts = excluded.lay_texts,
    search_vector = excluded.search_vector;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public_study_listings_studies_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_study_listings_refresh(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Matching and the study list write studies often; only a change the listing shows refreshes it.
CREATE FUNCTION public_study_listings_studies_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_study_listings_refresh(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.study_num, n.publishable, n.archived_date, n.posting_activation_date,
        n.posting_deactivation_date, n.default_language, n.participant_type_ids)
      IS DISTINCT FROM (o.study_num, o.publishable, o.archived_date, o.posting_activation_date,
        o.posting_deactivation_date, o.default_language, o.participant_type_ids)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public_study_listings_texts_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_study_listings_refresh(array(
    SELECT DISTINCT study_id FROM new_rows WHERE property_id IN (1, 2, 3, 4, 5, 6)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public_study_listings_texts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_study_listings_refresh(array(
    SELECT DISTINCT study_id FROM old_rows WHERE property_id IN (1, 2, 3, 4, 5, 6)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studies_public_listing_insert AFTER INSERT ON studies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_study_listings_studies_inserted();
--> statement-breakpoint
CREATE TRIGGER studies_public_listing_update AFTER UPDATE ON studies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public_study_listings_studies_updated();
--> statement-breakpoint
CREATE TRIGGER study_property_values_public_listing_insert AFTER INSERT ON study_property_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_study_listings_texts_written();
--> statement-breakpoint
-- Property and study ids of a saved value never change, so the new rows name every study touched.
CREATE TRIGGER study_property_values_public_listing_update AFTER UPDATE ON study_property_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_study_listings_texts_written();
--> statement-breakpoint
CREATE TRIGGER study_property_values_public_listing_delete AFTER DELETE ON study_property_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_study_listings_texts_deleted();
--> statement-breakpoint
SELECT public_study_listings_refresh(array(SELECT id FROM studies));
