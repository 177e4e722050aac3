-- A name for this database that no other has, made once: what the server keeps on disk about it (the
-- search index's snapshot) says which database it came from. A physical replica shares it with its
-- primary, as it shares everything else; a copy by pg_dump shares it too and should have the row
-- deleted and this insert run again.
INSERT INTO "site_settings" ("key", "value") VALUES ('database_identity', gen_random_uuid()::text) ON CONFLICT DO NOTHING;
