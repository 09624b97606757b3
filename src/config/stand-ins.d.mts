// Types of stand-ins.mjs (plain JavaScript: the scripts import it without a compiler).
type Environment = Record<string, string | undefined>;
export function standInSettings(environment: Environment): { missing: string[]; notReal: string[] };
export function standInRefusal(environment: Environment): string | null;
export function showsDemoNotice(environment: Environment): boolean;
export function exitWhenOnStandIns(environment: Environment): void;
