export { RESET_TOKEN_PARAM } from "@/domain/timings";
