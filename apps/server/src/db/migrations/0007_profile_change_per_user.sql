-- Profile caches are dropped per user (docs/decisions/003-profile-cache.md): every row written to a
-- table a profile is read from names its user, on arcana_profile_changed for every instance, and on
-- arcana_profile_changed_<backend pid> for the connection that wrote it, which hears it before its
-- statement (or its transaction's commit) returns. '*' names everyone (a truncated table).
DROP TRIGGER users_profile_changed ON "users";
--> statement-breakpoint
DROP TRIGGER sessions_profile_changed ON "sessions";
--> statement-breakpoint
DROP TRIGGER identities_profile_changed ON "identities";
--> statement-breakpoint
DROP TRIGGER one_time_tokens_profile_changed ON "one_time_tokens";
--> statement-breakpoint
DROP FUNCTION arcana_notify_profile_change();
--> statement-breakpoint
CREATE FUNCTION arcana_notify_profile_change(changed text) RETURNS void AS $$
BEGIN
  PERFORM pg_notify('arcana_profile_changed', changed);
  PERFORM pg_notify('arcana_profile_changed_' || pg_backend_pid(), changed);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION arcana_user_row_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM arcana_notify_profile_change(OLD.id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM arcana_notify_profile_change(NEW.id::text); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION arcana_owned_row_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM arcana_notify_profile_change(OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM arcana_notify_profile_change(NEW.user_id::text); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION arcana_profile_table_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM arcana_notify_profile_change('*');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION arcana_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION arcana_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER identities_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "identities" FOR EACH ROW EXECUTE FUNCTION arcana_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER one_time_tokens_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "one_time_tokens" FOR EACH ROW EXECUTE FUNCTION arcana_owned_row_changed();
--> statement-breakpoint
CREATE TRIGGER users_profile_truncated AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION arcana_profile_table_truncated();
--> statement-breakpoint
CREATE TRIGGER sessions_profile_truncated AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION arcana_profile_table_truncated();
--> statement-breakpoint
CREATE TRIGGER identities_profile_truncated AFTER TRUNCATE ON "identities" FOR EACH STATEMENT EXECUTE FUNCTION arcana_profile_table_truncated();
--> statement-breakpoint
CREATE TRIGGER one_time_tokens_profile_truncated AFTER TRUNCATE ON "one_time_tokens" FOR EACH STATEMENT EXECUTE FUNCTION arcana_profile_table_truncated();
