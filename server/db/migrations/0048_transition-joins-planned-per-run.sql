-- A statement in a PL/pgSQL trigger is planned once per connection and the plan kept. A join of the OLD
-- and NEW transition tables (which have no index) first planned for one row is a nested loop, and kept:
-- the same connection's next update of 10,000 rows then compares 10,000 x 10,000 pairs (5.7 s measured;
-- 24 s for 20,000), as a bulk move or a first bulk message did once the connection had moved one
-- participant. These joins now run through EXECUTE, planned for the rows each statement really changed.
CREATE OR REPLACE FUNCTION matched_participants_updated_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
    INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
    SELECT n.study_id, n.user_id, 'MATCHED', o.status, n.status, n.timestamp, n.acted_by_user_id
    FROM old_rows o JOIN new_rows n ON n.study_id = o.study_id AND n.user_id = o.user_id
    WHERE n.status IS DISTINCT FROM o.status$sql$;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_volunteers_updated_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
    INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
    SELECT n.study_id, n.user_id, 'INTERESTED', o.status, n.status, coalesce(n.status_updated_at, now()),
      n.status_updated_by_user_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status IS DISTINCT FROM o.status$sql$;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_study_listings_studies_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  EXECUTE $sql$
    SELECT array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.study_num, n.publishable, n.archived_date, n.posting_activation_date,
          n.posting_deactivation_date, n.default_language, n.participant_type_ids)
        IS DISTINCT FROM (o.study_num, o.publishable, o.archived_date, o.posting_activation_date,
          o.posting_deactivation_date, o.default_language, o.participant_type_ids))$sql$
  INTO changed;
  PERFORM public_study_listings_refresh(changed);
  RETURN NULL;
END $$;
