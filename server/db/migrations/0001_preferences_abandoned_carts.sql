CREATE TABLE "abandoned_carts" (
	"username" text NOT NULL,
	"tipo" text NOT NULL,
	"user_id" integer NOT NULL,
	"carrito" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "abandoned_carts_username_tipo_pk" PRIMARY KEY("username","tipo")
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"canal" integer NOT NULL,
	"llave" text NOT NULL,
	"valor" text NOT NULL,
	CONSTRAINT "preferences_canal_llave_pk" PRIMARY KEY("canal","llave")
);
--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;