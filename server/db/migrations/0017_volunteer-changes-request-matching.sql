-- A change to what matching reads about a volunteer queues a MATCH_VOLUNTEER run (that volunteer against
-- every active study, server/services/matching/match-volunteer.ts), whoever makes it: the volunteer's
-- own profile screens, customer support, an account deactivation, or showing interest in a study.
-- Same row and dedupe key as enqueueJob (server/jobs/job-queue.ts): one pending run per volunteer.
CREATE OR REPLACE FUNCTION request_volunteer_matching() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  volunteer_id integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
BEGIN
  INSERT INTO job_runs (job_name, payload, dedupe_key, run_after)
  VALUES ('MATCH_VOLUNTEER', jsonb_build_object('userId', volunteer_id), 'match-volunteer:' || volunteer_id, now())
  ON CONFLICT (dedupe_key) WHERE state = 'PENDING' DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_request_matching AFTER UPDATE ON volunteer_profiles
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION request_volunteer_matching('user_id');
--> statement-breakpoint
CREATE TRIGGER users_enabled_request_matching AFTER UPDATE OF enabled ON users
  FOR EACH ROW WHEN (NEW.type = 'VOLUNTEER' AND OLD.enabled IS DISTINCT FROM NEW.enabled)
  EXECUTE FUNCTION request_volunteer_matching('id');
--> statement-breakpoint
CREATE TRIGGER study_volunteers_request_matching AFTER INSERT ON study_volunteers
  FOR EACH ROW EXECUTE FUNCTION request_volunteer_matching('user_id');
