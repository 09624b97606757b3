export * from "./enums";
export * from "./catalogue";
export * from "./members";
export * from "./orders";
export * from "./garments";
export * from "./content";
export * from "./relations";
export * from "./reporting";
