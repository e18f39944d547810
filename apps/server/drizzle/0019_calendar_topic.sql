-- A fourth data topic, `calendar` (src/db/schema/data-versions.ts): the calendar feeds are stored answers
-- (lib/stored-answers.ts) built from the trees, the clan and these tables — the clan's events, its branches
-- and what each member follows and asks for. Triggers as migration 0015 made them for the other topics.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['events', 'branches', 'reminder_follows', 'reminder_settings']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_clan_data_change(%L)',
      watched || '_inserted_calendar', watched, 'calendar'
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_clan_data_change(%L)',
      watched || '_updated_calendar', watched, 'calendar'
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION note_clan_data_change(%L)',
      watched || '_deleted_calendar', watched, 'calendar'
    );
  END LOOP;
END $$;
