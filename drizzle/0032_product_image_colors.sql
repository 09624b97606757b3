CREATE TABLE "product_image_colors" (
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"color_id" integer NOT NULL,
	CONSTRAINT "product_image_colors_product_id_path_pk" PRIMARY KEY("product_id","path")
);
--> statement-breakpoint
ALTER TABLE "product_image_colors" ADD CONSTRAINT "product_image_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_colors" ADD CONSTRAINT "product_image_colors_color_id_variant_options_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."variant_options"("id") ON DELETE cascade ON UPDATE no action;