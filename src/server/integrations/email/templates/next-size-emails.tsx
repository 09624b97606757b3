import { defineEmail } from "./define-email";
import { day, greeting, variantDetail } from "./format";
import { Button, EmailLayout, Heading, Items, SignOff, Text } from "./parts";

export interface NextSizeFacts {
  firstName: string | null;
  childName: string;
  /** The next size's name: '3-4 years'. */
  size: string;
  /** yyyy-mm-dd: the day the next size is predicted to start. */
  nextFrom: string;
  pieces: readonly { name: string; size: string | null; color: string | null }[];
}

export function nextSizeSubject(facts: Pick<NextSizeFacts, "childName" | "size">) {
  return `${facts.childName}'s next size, ${facts.size}, is ready to pick`;
}

export const nextSizeEmail = defineEmail<NextSizeFacts>({
  name: "next-size",
  title: "Sizes ahead of time",
  when: "Once per child and size, three weeks before the child's predicted next size, with the wardrobe we picked.",
  subject: nextSizeSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={nextSizeSubject(facts)}
      preview={`We have picked ${facts.pieces.length} pieces in ${facts.size}. Change any of them, then accept in one tap.`}
      appUrl={appUrl}
      footer="We write once for each size, three weeks before it is due. The size comes from our size guide, your child's age and what you have picked."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>{`${facts.childName} is nearly ready for ${facts.size}`}</Heading>
      <Text>
        {`By our size guide, ${facts.childName} should move up to ${facts.size} around ${day(facts.nextFrom)}. So nothing is too tight, we have picked a wardrobe in that size from your favourites, what you chose before and what is in stock:`}
      </Text>
      <Items
        items={facts.pieces.map((piece) => ({ name: piece.name, detail: variantDetail(piece) }))}
      />
      <Text>
        Swap any piece for another in the same size, then accept it as your next swap. Nothing
        changes until you confirm it at checkout.
      </Text>
      <Button href={`${appUrl}/account#next-size`}>See the wardrobe</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    childName: "Isla",
    size: "3-4 years",
    nextFrom: "2027-03-22",
    pieces: [
      { name: "Fox Romper", size: "3-4 years", color: "Rust" },
      { name: "Striped Dungarees", size: "3-4 years", color: "Navy" },
      { name: "Knitted Cardigan", size: "3-4 years", color: null },
    ],
  }),
});
