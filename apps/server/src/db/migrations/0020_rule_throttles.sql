CREATE TABLE "rule_throttles" (
	"rule_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"last_fired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_throttles_rule_id_device_id_pk" PRIMARY KEY("rule_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "rule_throttles" ADD CONSTRAINT "rule_throttles_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_throttles" ADD CONSTRAINT "rule_throttles_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;