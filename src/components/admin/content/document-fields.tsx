"use client";

import { useId, useState } from "react";
import {
  emptySlice,
  SLICE_LABELS,
  SLICE_TYPES,
  type SliceType,
} from "@/domain/content/content-forms";
import {
  CheckField,
  ImageFields,
  ListField,
  NumberField,
  readPath,
  TextField,
  type FieldPath,
} from "./document-form";

const HEADER_ITEMS = ["Shop link", "Login link", "Cart link"] as const;
const SOCIAL_LINKS = [
  "Social network link (Facebook)",
  "Photo-sharing link (Instagram)",
  "Short-video link (TikTok)",
] as const;

const named = (prefix: string) => (item: unknown, index: number) => {
  const name = readPath(item, ["primary", "itemName"]) ?? readPath(item, ["option"]);
  return `${prefix} ${index + 1}${typeof name === "string" && name ? ` (${name})` : ""}`;
};

/** Every field of the settings document, but the two switches (they have their own buttons). */
export function SettingsFields() {
  return (
    <>
      <fieldset>
        <legend>Header menu</legend>
        {HEADER_ITEMS.map((label, index) => (
          <TextField key={label} path={["slices1", index, "primary", "itemName"]} label={label} />
        ))}
      </fieldset>
      <ListField
        path={["slices2"]}
        label="Footer items"
        itemLabel={named("Footer item")}
        newItem={() => ({ primary: { itemName: "", path: { url: "" } } })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "primary", "itemName"]} label="Label" />
            <TextField
              path={[...item, "primary", "path", "uid"]}
              label="Page (uid of a content page)"
              hint="e.g. about; leave empty to use the address below"
            />
            <TextField
              path={[...item, "primary", "path", "url"]}
              label="Address"
              hint="e.g. /size-guide or https://…"
            />
          </>
        )}
      </ListField>
      <fieldset>
        <legend>Footer texts</legend>
        <TextField path={["footerCopyrightText"]} label="Copyright line" />
        <TextField path={["footerRightSideText"]} label="Right-hand text" multiline />
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        <TextField
          path={["contactEmail"]}
          label="Contact e-mail (shown to visitors, in the maintenance message)"
          type="email"
        />
        <TextField
          path={["contactMessagesEmail"]}
          label="E-mail for new contact messages"
          type="email"
          hint="Where the contact form's messages are sent; empty: the contact e-mail above."
        />
      </fieldset>
      <ListField
        path={["subscriptionOption"]}
        label="Subscription options"
        itemLabel={named("Subscription option")}
        newItem={() => ({ option: "", optionPrice: "", optionLimit: "", paymentId: "" })}
      >
        {(item) => (
          <>
            <TextField path={[...item, "option"]} label="Plan name" />
            <NumberField path={[...item, "optionPrice"]} label="Monthly price (£)" />
            <NumberField path={[...item, "optionLimit"]} label="Garments allowed" />
            <TextField path={[...item, "paymentId"]} label="Payment provider price id" />
          </>
        )}
      </ListField>
      <NumberField path={["swapsPerPeriod"]} label="Free swaps per billing period (1 to 10)" />
      <NumberField
        path={["resaleValuePercent"]}
        label="Resale value of an unsold garment (% of its retail price, for the statistics)"
      />
      <NumberField
        path={["keepFloorPercent"]}
        label="Lowest price to keep a garment (% of its retail price, whatever rent was paid)"
      />
      <NumberField
        path={["tradeInCreditPercent"]}
        label="A family's credit for a traded-in piece (% of its estimated resale value, 1 to 90)"
      />
      <fieldset>
        <legend>Delivery</legend>
        <TextField
          path={["deliveryTimes"]}
          label="Delivery time slots"
          hint="Separated by commas, e.g. 8am - 12pm, 12pm - 4pm"
        />
        <TextField
          path={["blockedDates"]}
          label="Days without deliveries"
          hint="dd/mm/yyyy, separated by commas"
          multiline
        />
        <TextField
          path={["postcodeList"]}
          label="Postcodes served (outward codes)"
          hint="Separated by commas, e.g. SW2, SE1"
          multiline
        />
        <TextField
          path={["excludedPostcodes"]}
          label="Postcodes not served (areas or districts)"
          hint="Offered the waitlist. Separated by commas: an area (ZE) or a district (KW15)"
          multiline
        />
      </fieldset>
      <TextField
        path={["hiddenFilters"]}
        label="Filter labels hidden from the shop"
        hint="Separated by commas"
      />
      <fieldset>
        <legend>Sharing</legend>
        <TextField path={["shareTitle"]} label="Share title" />
        <TextField path={["shareDescription"]} label="Share description" multiline />
        <ImageFields path={["shareImage"]} label="Share image" />
      </fieldset>
      <ImageFields path={["popupImage"]} label="Popup image" />
      <fieldset>
        <legend>Newsletter and social links</legend>
        <TextField path={["slices4", 0, "primary", "title"]} label="Newsletter title" />
        <TextField path={["slices4", 0, "primary", "bodyText"]} label="Newsletter text" multiline />
        <TextField
          path={["slices4", 0, "primary", "socialBodyText"]}
          label="Social text"
          multiline
        />
        <TextField path={["slices4", 0, "primary", "buttonText"]} label="Button text" />
        {SOCIAL_LINKS.map((label, index) => (
          <TextField
            key={label}
            path={["slices4", 0, "items", index, "socialLink", "url"]}
            label={label}
            type="url"
          />
        ))}
      </fieldset>
    </>
  );
}

const POPUP_LABELS: Record<string, string> = {
  regularNewsletter: "Newsletter popup (guests)",
  customNewsletter: "Waitlist popup",
};

export function PopupsFields({ doc }: { doc: unknown }) {
  const popups = readPath(doc, ["popups"]);
  const list = Array.isArray(popups) ? popups : [];
  return (
    <>
      {list.map((popup, index) => {
        const name = String(readPath(popup, ["popupName"]) ?? "");
        return (
          <fieldset key={name || index}>
            <legend>{POPUP_LABELS[name] ?? name}</legend>
            <TextField path={["popups", index, "title"]} label="Title" />
            <TextField path={["popups", index, "bodyText"]} label="Text" multiline />
            <TextField path={["popups", index, "buttonText"]} label="Button text" />
            <ImageFields path={["popups", index, "image"]} label="Image" />
          </fieldset>
        );
      })}
    </>
  );
}

function SliceFields({ path, type }: { path: FieldPath; type: SliceType }) {
  switch (type) {
    case "hero":
      return (
        <>
          <TextField path={[...path, "title"]} label="Title" />
          <TextField path={[...path, "text"]} label="Text" multiline />
          <TextField path={[...path, "buttonText"]} label="Button text" />
          <TextField path={[...path, "buttonLink"]} label="Button link" hint="e.g. /collection" />
          <ImageFields path={[...path, "image"]} label="Image" />
        </>
      );
    case "text":
      return (
        <>
          <TextField path={[...path, "title"]} label="Title" />
          <TextField
            path={[...path, "body"]}
            label="Text"
            multiline
            hint="Paragraphs are separated by a blank line."
          />
        </>
      );
    case "steps":
      return (
        <>
          <TextField path={[...path, "title"]} label="Title" />
          <ListField
            path={[...path, "items"]}
            label="Steps"
            itemLabel={(_, index) => `Step ${index + 1}`}
            newItem={() => ({ title: "", text: "" })}
          >
            {(item) => (
              <>
                <TextField path={[...item, "title"]} label="Step title" />
                <TextField path={[...item, "text"]} label="Step text" multiline />
              </>
            )}
          </ListField>
        </>
      );
    case "faq":
      return (
        <>
          <TextField path={[...path, "title"]} label="Title" />
          <ListField
            path={[...path, "items"]}
            label="Questions"
            itemLabel={(_, index) => `Question ${index + 1}`}
            newItem={() => ({ question: "", answer: "" })}
          >
            {(item) => (
              <>
                <TextField path={[...item, "question"]} label="Question" />
                <TextField path={[...item, "answer"]} label="Answer" multiline />
              </>
            )}
          </ListField>
        </>
      );
    case "image_text":
      return (
        <>
          <TextField path={[...path, "title"]} label="Title" />
          <TextField path={[...path, "body"]} label="Text" multiline />
          <ImageFields path={[...path, "image"]} label="Image" />
          <CheckField path={[...path, "imageLeft"]} label="Image on the left" />
        </>
      );
    case "newsletter":
      return (
        <>
          <p>The newsletter sign-up; empty fields use the settings&apos; newsletter texts.</p>
          <TextField path={[...path, "title"]} label="Title" />
          <TextField path={[...path, "bodyText"]} label="Text" multiline />
          <TextField path={[...path, "buttonText"]} label="Button text" />
        </>
      );
  }
}

function AddSection({ add }: { add: (item: unknown) => void }) {
  const [type, setType] = useState<SliceType>("text");
  const id = useId();
  return (
    <div className="admin-content-row-buttons">
      <label htmlFor={id}>New section&apos;s type</label>
      <select id={id} value={type} onChange={(event) => setType(event.target.value as SliceType)}>
        {SLICE_TYPES.map((value) => (
          <option key={value} value={value}>
            {SLICE_LABELS[value]}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => add(emptySlice(type))}>
        Add section
      </button>
    </div>
  );
}

const sliceType = (item: unknown): SliceType | undefined => {
  const type = readPath(item, ["slice_type"]);
  return SLICE_TYPES.find((known) => known === type);
};

export function PageFields() {
  return (
    <>
      <TextField path={["data", "title"]} label="Page title" />
      <fieldset>
        <legend>Sharing (empty: the settings&apos; share texts)</legend>
        <TextField path={["data", "shareTitle"]} label="Share title" />
        <TextField path={["data", "shareDescription"]} label="Share description" multiline />
        <ImageFields path={["data", "shareImage"]} label="Share image" />
      </fieldset>
      <ListField
        path={["data", "slices"]}
        label="Sections"
        itemLabel={(item, index) => {
          const type = sliceType(item);
          return `Section ${index + 1}: ${type ? SLICE_LABELS[type] : "unknown"}`;
        }}
        addControls={(add) => <AddSection add={add} />}
      >
        {(item, _index, value) => {
          const type = sliceType(value);
          return type ? (
            <SliceFields path={item} type={type} />
          ) : (
            <p>This section&apos;s type is not known to the back office; it is kept as it is.</p>
          );
        }}
      </ListField>
    </>
  );
}
