import { defineEmail } from "./define-email";
import { Button, EmailLayout, Facts, Heading, SignOff, Text } from "./parts";

export interface BackInStockFacts {
  firstName: string | null;
  productName: string;
  size: string;
  color: string | null;
  /** The product page, e.g. /products/fox-romper (the size chosen when the page takes it). */
  productPath: string;
}

export function backInStockSubject(facts: Pick<BackInStockFacts, "productName" | "size">) {
  return `${facts.productName} in ${facts.size} is back`;
}

export const backInStockEmail = defineEmail<BackInStockFacts>({
  name: "back-in-stock",
  title: "Back in stock",
  when: "Once, to whoever asked 'Tell me when it's back' for a sold-out size, when it returns.",
  subject: backInStockSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={backInStockSubject(facts)}
      preview="You asked us to tell you. Add it to your wardrobe before it goes again."
      appUrl={appUrl}
      footer="You asked us to e-mail you once when this size was back. We will not e-mail you about it again."
    >
      <Text>{`Hi ${facts.firstName?.trim() || "there"},`}</Text>
      <Heading>{`Good news: ${facts.productName} is back`}</Heading>
      <Facts
        facts={[
          { label: "Garment", value: facts.productName },
          { label: "Size", value: facts.size },
          ...(facts.color ? [{ label: "Colour", value: facts.color }] : []),
        ]}
      />
      <Text>Garments come and go quickly: add it to your wardrobe while it is here.</Text>
      <Button href={`${appUrl}${facts.productPath}`}>See it in the shop</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    productName: "Fox Romper",
    size: "6-12 months",
    color: "Rust",
    productPath: "/products/fox-romper",
  }),
});
