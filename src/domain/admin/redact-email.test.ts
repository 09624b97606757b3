import { describe, expect, it } from "vitest";
import { redactHtmlTokens, redactTokens } from "./redact-email";

describe("redactTokens", () => {
  it("hides a reset link's token and keeps the rest of the text", () => {
    expect(
      redactTokens("Choose a new password: https://shop.test/?reset_token=abc.DEF-123 (1 hour)"),
    ).toBe("Choose a new password: https://shop.test/?reset_token=[hidden] (1 hour)");
  });

  it("hides every token parameter, whatever its case, and leaves other parameters", () => {
    expect(redactTokens("https://x.test/verify?page=2&Token=zzz&callbackURL=%2F")).toBe(
      "https://x.test/verify?page=2&Token=[hidden]&callbackURL=%2F",
    );
  });

  it("leaves text without tokens alone", () => {
    expect(redactTokens("Your order LR-1 is on its way.")).toBe("Your order LR-1 is on its way.");
  });

  it("hides the value of any parameter whose name holds 'token', whatever follows it", () => {
    expect(redactTokens("https://x.test/a?tokenId=abc&b=1")).toBe(
      "https://x.test/a?tokenId=[hidden]&b=1",
    );
    expect(redactTokens("https://x.test/a?x=1&email-token-v2=abc")).toBe(
      "https://x.test/a?x=1&email-token-v2=[hidden]",
    );
  });

  it("hides a token in an e-mail's HTML too, where the link's & is a character reference", () => {
    expect(
      redactHtmlTokens('<a href="https://x.test/v?a=1&#38;token=abc&#38;b=2">Confirm</a>'),
    ).toBe('<a href="https://x.test/v?a=1&#38;token=[hidden]&#38;b=2">Confirm</a>');
    expect(redactHtmlTokens('<a href="https://x.test/?reset_token=abc">Reset</a>')).toBe(
      '<a href="https://x.test/?reset_token=[hidden]">Reset</a>',
    );
  });
});
