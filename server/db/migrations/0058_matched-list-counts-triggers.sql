-- Keeps the matched lists' lengths (issue 27): counting a list joined every match to its account and
-- profile to leave out the volunteers the team may not see, ~55 ms for a list of 35,000, on every page and
-- every statistics read. Now each match carries whether the team sees the volunteer (`volunteer_visible`,
-- as MATCHED_ROW_VISIBLE: the account enabled and the profile visible to all study teams), and the
-- statistics row counts the visible ones by list. Lock order as before: the matched rows, then the study's
-- statistics row. An account's change updates its matches before its interested rows' copies (the
-- trigger below is named to fire first); a profile's change updates them after (a statement trigger),
-- which could deadlock with a move of the same volunteer's match only if the volunteer were also
-- interested in that study, and PostgreSQL would then end one of the two.

-- Whether the team sees a volunteer's matches.
CREATE FUNCTION volunteer_visible_to_teams(user_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT u.enabled AND p.visible_to_study_teams = 'ALL_STUDY_TEAMS'
    FROM users u JOIN volunteer_profiles p ON p.user_id = u.id WHERE u.id = $1), false)
$$;
--> statement-breakpoint
-- New matches are written visible (the matcher writes only listable volunteers); any that is not is
-- corrected at once, in one statement, whose own trigger moves the counts.
CREATE FUNCTION matched_participants_copy_visible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matched_participants mp SET volunteer_visible = false
  FROM new_rows n JOIN users u ON u.id = n.user_id LEFT JOIN volunteer_profiles p ON p.user_id = n.user_id
  WHERE mp.study_id = n.study_id AND mp.user_id = n.user_id AND n.volunteer_visible
    AND NOT coalesce(u.enabled AND p.visible_to_study_teams = 'ALL_STUDY_TEAMS', false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_copy_visible AFTER INSERT ON matched_participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matched_participants_copy_visible();
--> statement-breakpoint
-- An account enabled or disabled: its matches follow.
CREATE FUNCTION users_copy_to_matched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matched_participants SET volunteer_visible = NEW.enabled AND coalesce((SELECT
      p.visible_to_study_teams = 'ALL_STUDY_TEAMS' FROM volunteer_profiles p WHERE p.user_id = NEW.id), false)
  WHERE user_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_copy_to_matched BEFORE UPDATE OF enabled ON users
  FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION users_copy_to_matched();
--> statement-breakpoint
-- Profiles made, removed or shown to other teams: their matches follow. Statement triggers, as a bulk
-- load of profiles (a million at a time in bench:matching) must not run two queries for every row.
CREATE FUNCTION volunteer_profiles_copy_to_matched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE matched_participants mp SET volunteer_visible = false
    FROM old_rows o WHERE mp.user_id = o.user_id AND mp.volunteer_visible;
  ELSE
    UPDATE matched_participants mp SET volunteer_visible = v.visible
    FROM (SELECT n.user_id, volunteer_visible_to_teams(n.user_id) AS visible FROM new_rows n
      WHERE EXISTS (SELECT 1 FROM matched_participants m WHERE m.user_id = n.user_id)) v
    WHERE mp.user_id = v.user_id AND mp.volunteer_visible IS DISTINCT FROM v.visible;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_matched_insert AFTER INSERT ON volunteer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION volunteer_profiles_copy_to_matched();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_matched_delete AFTER DELETE ON volunteer_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION volunteer_profiles_copy_to_matched();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_matched_update AFTER UPDATE ON volunteer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION volunteer_profiles_copy_to_matched();
--> statement-breakpoint
-- The statistics: the matched count as before (EXACT and PARTIAL, whoever sees them), and each list's
-- visible rows. A statement that changes none of them leaves the row alone.
CREATE OR REPLACE FUNCTION study_statistics_matched_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE study_statistics s SET matched_count = s.matched_count + d.matched,
      exact_matched_count = s.exact_matched_count + d.exact,
      partial_matched_count = s.partial_matched_count + d.partial,
      asked_matched_count = s.asked_matched_count + d.asked,
      dismissed_matched_count = s.dismissed_matched_count + d.dismissed
    FROM (SELECT study_id, count(*) FILTER (WHERE status IN ('EXACT', 'PARTIAL'))::int AS matched,
        count(*) FILTER (WHERE volunteer_visible AND status = 'EXACT')::int AS exact,
        count(*) FILTER (WHERE volunteer_visible AND status = 'PARTIAL')::int AS partial,
        count(*) FILTER (WHERE volunteer_visible AND status = 'ASKED_IF_INTERESTED')::int AS asked,
        count(*) FILTER (WHERE volunteer_visible AND status = 'DISMISSED')::int AS dismissed
      FROM new_rows GROUP BY study_id) d
    WHERE s.study_id = d.study_id AND (d.matched, d.exact, d.partial, d.asked, d.dismissed) <> (0, 0, 0, 0, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE study_statistics s SET matched_count = s.matched_count - d.matched,
      exact_matched_count = s.exact_matched_count - d.exact,
      partial_matched_count = s.partial_matched_count - d.partial,
      asked_matched_count = s.asked_matched_count - d.asked,
      dismissed_matched_count = s.dismissed_matched_count - d.dismissed
    FROM (SELECT study_id, count(*) FILTER (WHERE status IN ('EXACT', 'PARTIAL'))::int AS matched,
        count(*) FILTER (WHERE volunteer_visible AND status = 'EXACT')::int AS exact,
        count(*) FILTER (WHERE volunteer_visible AND status = 'PARTIAL')::int AS partial,
        count(*) FILTER (WHERE volunteer_visible AND status = 'ASKED_IF_INTERESTED')::int AS asked,
        count(*) FILTER (WHERE volunteer_visible AND status = 'DISMISSED')::int AS dismissed
      FROM old_rows GROUP BY study_id) d
    WHERE s.study_id = d.study_id AND (d.matched, d.exact, d.partial, d.asked, d.dismissed) <> (0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE matched_participants mp SET volunteer_visible = false
WHERE NOT volunteer_visible_to_teams(mp.user_id);
--> statement-breakpoint
UPDATE study_statistics s SET exact_matched_count = d.exact, partial_matched_count = d.partial,
  asked_matched_count = d.asked, dismissed_matched_count = d.dismissed
FROM (SELECT study_id, count(*) FILTER (WHERE status = 'EXACT')::int AS exact,
    count(*) FILTER (WHERE status = 'PARTIAL')::int AS partial,
    count(*) FILTER (WHERE status = 'ASKED_IF_INTERESTED')::int AS asked,
    count(*) FILTER (WHERE status = 'DISMISSED')::int AS dismissed
  FROM matched_participants WHERE volunteer_visible GROUP BY study_id) d
WHERE s.study_id = d.study_id;
