CREATE TABLE "clan_data_changes" (
	"clan_id" uuid NOT NULL,
	"topic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_data_versions" (
	"clan_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "clan_data_versions_clan_id_topic_pk" PRIMARY KEY("clan_id","topic")
);
--> statement-breakpoint
-- Data versions (src/db/schema/data-versions.ts): every statement that writes a table an answer is built
-- from notes (clan, topic) in clan_data_changes; at commit a deferred trigger moves each noted topic to a new
-- value of clan_data_version_seq, once per transaction. Deferring the move means the version row is locked
-- only while committing, after every other row the transaction holds, so two writers cannot deadlock on it.
-- The functions run as the tables' owner: registering or deleting a clan writes outside any clan scope.
CREATE SEQUENCE "clan_data_version_seq";
--> statement-breakpoint
CREATE FUNCTION note_clan_data_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO clan_data_changes (clan_id, topic) SELECT DISTINCT clan_id, TG_ARGV[0] FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The clans table is keyed by id, not clan_id.
CREATE FUNCTION note_clan_row_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO clan_data_changes (clan_id, topic) SELECT DISTINCT id, TG_ARGV[0] FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A post read by a visitor counts a view (blogs.view_count): not a change worth building answers anew for;
-- lists that show the count are rebuilt every few seconds anyway (PUBLIC_POSTS_FRESH_MS).
CREATE FUNCTION note_clan_data_change_except_counter() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO clan_data_changes (clan_id, topic)
  SELECT DISTINCT n.clan_id, TG_ARGV[0] FROM changed_rows n
  JOIN previous_rows o ON o.clan_id = n.clan_id AND o.id = n.id
  WHERE to_jsonb(n) - TG_ARGV[1] IS DISTINCT FROM to_jsonb(o) - TG_ARGV[1];
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The new version is also announced (NOTIFY is sent at commit): the embedded database's one process keeps the
-- versions in memory from these instead of reading them on every request (src/db/data-version-feed.ts).
CREATE FUNCTION apply_clan_data_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  next_version bigint;
BEGIN
  DELETE FROM clan_data_changes WHERE clan_id = NEW.clan_id AND topic = NEW.topic;
  -- The first noted change of a topic applies them all; the rest find nothing left.
  IF FOUND THEN
    next_version := nextval('clan_data_version_seq');
    INSERT INTO clan_data_versions (clan_id, topic, version)
    VALUES (NEW.clan_id, NEW.topic, next_version)
    ON CONFLICT (clan_id, topic) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('clan_data_version', NEW.clan_id::text || ' ' || NEW.topic || ' ' || next_version::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clan_data_changes_apply AFTER INSERT ON clan_data_changes
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_clan_data_change();
--> statement-breakpoint
DO $$
DECLARE
  watched record;
  noter text;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      ('persons', 'trees'), ('families', 'trees'), ('family_spouses', 'trees'), ('family_children', 'trees'),
      ('trees', 'trees'), ('tree_families', 'trees'), ('tree_positions', 'trees'), ('places', 'trees'),
      ('clans', 'site'), ('site_settings', 'site'), ('menu_items', 'site'), ('sections', 'site'),
      ('blogs', 'blogs'), ('categories', 'blogs')
    ) AS t(table_name, topic)
  LOOP
    noter := CASE WHEN watched.table_name = 'clans' THEN 'note_clan_row_change' ELSE 'note_clan_data_change' END;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.table_name || '_inserted_' || watched.topic, watched.table_name, noter, watched.topic
    );
    IF watched.table_name = 'blogs' THEN
      EXECUTE format(
        'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION note_clan_data_change_except_counter(%L, %L)',
        watched.table_name || '_updated_' || watched.topic, watched.table_name, watched.topic, 'view_count'
      );
    ELSE
      EXECUTE format(
        'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
        watched.table_name || '_updated_' || watched.topic, watched.table_name, noter, watched.topic
      );
    END IF;
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
      watched.table_name || '_deleted_' || watched.topic, watched.table_name, noter, watched.topic
    );
  END LOOP;
END $$;
--> statement-breakpoint
-- Row-level security for the two new clan tables, as migration 0009 set it up for the others.
DO $$
DECLARE
  clan_table text;
BEGIN
  FOREACH clan_table IN ARRAY ARRAY['clan_data_versions', 'clan_data_changes']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', clan_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', clan_table);
    EXECUTE format(
      'CREATE POLICY clan_isolation ON %I USING (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid) '
      'WITH CHECK (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid)',
      clan_table
    );
    EXECUTE format(
      'CREATE POLICY owner_maintenance ON %I TO %I USING (true) WITH CHECK (true)',
      clan_table,
      current_user
    );
  END LOOP;
END $$;
