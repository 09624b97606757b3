"use client";

/** 'Print this receipt': the browser's print dialog (the page's print CSS keeps only the receipt). */
export function PrintButton() {
  return (
    <button type="button" className="button receipt__print" onClick={() => window.print()}>
      Print this receipt
    </button>
  );
}
