CREATE INDEX "product_items_sku_upper_idx" ON "product_items" USING btree (upper("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_items_barcode_upper_idx" ON "product_items" USING btree (upper("barcode") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_items_orid_upper_idx" ON "product_items" USING btree (upper("orId") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_items_rfid_upper_idx" ON "product_items" USING btree (upper("fulfilment_rfid") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_items_history_storage_idx" ON "product_items_history" USING btree ("product_item_id","createdAt") WHERE "product_items_history"."new_status" = 'STORAGE';