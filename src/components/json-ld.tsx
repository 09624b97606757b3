import { jsonLdText } from "@/domain/seo";

/**
 * Structured data for search engines (issue 14). A data block, not a script: browsers never run
 * it, so the page's CSP does not need to allow it.
 */
export function JsonLd({ data }: { data: object }) {
  // Raw text is the only way to put JSON in a script element (React would entity-escape quotes);
  // jsonLdText escapes every '<', so the data cannot end the element.
  return (
    // eslint-disable-next-line react/no-danger
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
