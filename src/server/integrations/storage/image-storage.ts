/** Where product and content images live. Paths look like 'products/little-fox-romper/1.png'. */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStorage {
  put(path: string, image: StoredImage): Promise<void>;
  get(path: string): Promise<StoredImage | null>;
}
