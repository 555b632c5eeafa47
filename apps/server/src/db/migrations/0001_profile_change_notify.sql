-- Every instance caches signed-in users' profiles; any write to the tables a profile is read from
-- tells all instances to drop their copies (LISTEN arcana_profile_changed, see db/profile-writes.ts).
CREATE FUNCTION arcana_notify_profile_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('arcana_profile_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION arcana_notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER sessions_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION arcana_notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER identities_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "identities" FOR EACH STATEMENT EXECUTE FUNCTION arcana_notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER one_time_tokens_profile_changed AFTER INSERT OR UPDATE OR DELETE ON "one_time_tokens" FOR EACH STATEMENT EXECUTE FUNCTION arcana_notify_profile_change();
