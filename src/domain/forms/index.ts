export * from "./messages";
export * from "./patterns";
export * from "./schemas";
export * from "./form-config";
export * from "./validate-form";
