-- Uploaded files are served by key (GET /api/files/<key>): each key is found through its one row.
CREATE UNIQUE INDEX "users_avatar_key_unique" ON "users" USING btree ("avatar_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cover_key_unique" ON "companies" USING btree ("cover_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_documents_file_key_unique" ON "company_documents" USING btree ("file_key");
