CREATE TABLE "bank_accounts" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"branch" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bank_accounts_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "bank_accounts_clan_number_key" UNIQUE("clan_id","bank_bin","account_number")
);
--> statement-breakpoint
CREATE TABLE "bank_webhook_secrets" (
	"clan_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"cover_image" text,
	"description" text DEFAULT '' NOT NULL,
	"goal_amount" bigint,
	"start_date" text,
	"end_date" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"bank_account_id" uuid,
	"transfer_code" text NOT NULL,
	"ledger_privacy" text DEFAULT 'public' NOT NULL,
	"ledger_code_hash" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "campaigns_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "campaigns_clan_slug_key" UNIQUE("clan_id","slug"),
	CONSTRAINT "campaigns_clan_transfer_code_key" UNIQUE("clan_id","transfer_code")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"donor_name" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"bank_reference" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "donations_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "ledger_code_attempts" (
	"clan_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_code_attempts_clan_id_campaign_id_client_key_pk" PRIMARY KEY("clan_id","campaign_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_webhook_secrets" ADD CONSTRAINT "bank_webhook_secrets_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_code_attempts" ADD CONSTRAINT "ledger_code_attempts_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_clan_status_idx" ON "campaigns" USING btree ("clan_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_clan_bank_idx" ON "campaigns" USING btree ("clan_id","bank_account_id");--> statement-breakpoint
CREATE INDEX "campaigns_clan_search_idx" ON "campaigns" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "donations_clan_reference_key" ON "donations" USING btree ("clan_id","bank_reference") WHERE "donations"."bank_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_clan_campaign_paid_idx" ON "donations" USING btree ("clan_id","campaign_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donations_clan_search_idx" ON "donations" USING gin ("clan_id","search_text" gin_trgm_ops);