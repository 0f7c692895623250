-- Each participant's row keeps its JSON as the interested lists answer it, but its waiting days (which
-- move with the clock): a page then joins ten texts instead of writing ~150 JSON values, for each of
-- which PostgreSQL looked the value's type up again (~40 µs of a page's ~100 beyond the session's; issue 27).
-- Written from the row's own columns, which earlier migrations keep (0054, 0056), on every insert and on
-- every update that sets one of them, including those the triggers that keep them make. BEFORE row
-- triggers fire in name order: this one comes after the copies' (study_volunteers_copy_volunteer) and the
-- labels' (study_volunteers_label_summaries), whose results it writes. The names, types and units are the
-- contract's InterestedParticipantSummary, as interested-row.ts writes them; a test holds the two together.
CREATE FUNCTION study_volunteer_row_json(sv study_volunteers) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', sv.id, 'studyVolunteerId', sv.id, 'userId', sv.user_id, 'studyId', sv.study_id,
    'firstName', sv.volunteer_first_name, 'middleName', sv.volunteer_middle_name,
    'lastName', sv.volunteer_last_name, 'address', sv.volunteer_place,
    'dob', (extract(epoch from sv.volunteer_date_of_birth) * 1000)::float8, 'gender', sv.volunteer_gender,
    'status', sv.status, 'showInterestDate', round(extract(epoch from sv.show_interest_date) * 1000)::float8,
    'sourceTag', sv.source_tag, 'unreadMessageCount', sv.unread_message_count,
    'labels', sv.label_summaries)::text
$$;
--> statement-breakpoint
CREATE FUNCTION study_volunteers_row_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_json := study_volunteer_row_json(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_row_json BEFORE INSERT OR UPDATE OF user_id, study_id, status, show_interest_date,
  source_tag, volunteer_first_name, volunteer_middle_name, volunteer_last_name, volunteer_place,
  volunteer_date_of_birth, volunteer_gender, unread_message_count, label_ids, label_summaries
  ON study_volunteers FOR EACH ROW EXECUTE FUNCTION study_volunteers_row_json();
--> statement-breakpoint
UPDATE study_volunteers sv SET row_json = study_volunteer_row_json(sv);
