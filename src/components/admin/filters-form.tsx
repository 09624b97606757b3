import Link from "next/link";
import type { ReactNode } from "react";
import { ORDER_STATUS_OPTIONS } from "./format";

/**
 * A list's filters as a plain GET form to the list's own address (works before any script loads):
 * the fields below as `children`, the submit button, and 'Clear' back to the unfiltered list.
 */
export function FiltersForm({
  path,
  submit,
  clear = false,
  label,
  children,
}: {
  path: string;
  /** The button's text, e.g. 'Filter'. */
  submit: string;
  /** Whether a 'Clear' link leads back to the unfiltered list. */
  clear?: boolean;
  /** The search landmark's name where a screen has more than one form. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <form className="admin-filters" method="get" action={path} role="search" aria-label={label}>
      {children}
      <button type="submit">{submit}</button>
      {clear && <Link href={path}>Clear</Link>}
    </form>
  );
}

/** A search box (its name is the parameter, `q` by default). */
export function SearchField({
  label,
  name = "q",
  value,
  type = "search",
  maxLength,
}: {
  label: string;
  name?: string;
  value: string | undefined;
  type?: "search" | "text";
  maxLength?: number;
}) {
  return (
    <label>
      {label}
      <input
        type={type}
        name={name}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        autoComplete={type === "text" ? "off" : undefined}
      />
    </label>
  );
}

/** A choice among values (value, or [value, text]); `any` is the no-filter option's text. */
export function ChoiceField({
  label,
  name,
  value,
  options,
  any,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  options: readonly (string | readonly [string | number, string])[];
  /** The first option, meaning no filter; absent where the list always has a choice. */
  any?: string;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => {
          const [key, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={key} value={key}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** A day (yyyy-mm-dd from the browser's date picker). */
export function DayField({
  label,
  name,
  value,
}: {
  label: string;
  name: string;
  value: string | undefined;
}) {
  return (
    <label>
      {label}
      <input type="date" name={name} defaultValue={value ?? ""} />
    </label>
  );
}

/** A 'from' and 'to' day range, labelled '<label> from' and '<label> to'. */
export function DayRangeFields({
  label,
  from,
  to,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <DayField label={`${label} from`} name="from" value={from} />
      <DayField label={`${label} to`} name="to" value={to} />
    </>
  );
}

/**
 * The order lists' filters (orders, deliveries, returns, gift orders): a search, a status (or
 * another choice) and a day range, then 'Filter' and 'Clear'; `children` adds a list's own fields.
 */
export function OrderFilters({
  path,
  search,
  range,
  filters,
  choice = { label: "Status", name: "status", options: ORDER_STATUS_OPTIONS },
  children,
}: {
  path: string;
  search: string;
  range: string;
  filters: { q?: string; from?: string; to?: string } & Record<string, unknown>;
  choice?: { label: string; name: string; options: readonly (readonly [string, string])[] };
  children?: ReactNode;
}) {
  return (
    <FiltersForm path={path} submit="Filter" clear>
      <SearchField label={search} value={filters.q} />
      <ChoiceField
        label={choice.label}
        name={choice.name}
        value={filters[choice.name] as string | undefined}
        options={choice.options}
        any="Any"
      />
      <DayRangeFields label={range} from={filters.from} to={filters.to} />
      {children}
    </FiltersForm>
  );
}
