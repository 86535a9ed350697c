-- Server processes on one PostgreSQL remember the signed-in user's public row (auth.me without a
-- query, issue 9): every change or removal of a user row tells them, on commit, through NOTIFY
-- (services/user-changes.ts listens). Inserts need no word: a row not yet read is not remembered.
CREATE FUNCTION "tovar_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tovar_user_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "tovar_user_changed"();
