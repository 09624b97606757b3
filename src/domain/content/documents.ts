/**
 * Shapes of the content documents of spec section 3.6, as stored (draft or published JSON).
 * The seed writes them, the back office edits them, and settings.ts parses them.
 */

export interface ImageField {
  url: string;
  alt?: string;
}

export interface LinkPath {
  uid?: string;
  url?: string;
}

export interface SubscriptionOptionDocument {
  /** Plan label, e.g. 'Subscription A'. */
  option: string;
  /** Monthly price in pounds. */
  optionPrice: number | string;
  /** Number of garments the plan allows. */
  optionLimit: number | string;
  /** The payment provider's price id ({pp}Id). */
  paymentId: string;
}

export interface SettingsDocument {
  /** Header menu items: index 0 = shop, 1 = login, 2 = cart. */
  slices1: { primary: { itemName: string } }[];
  /** Footer items. */
  slices2: { primary: { path: LinkPath; itemName: string } }[];
  footerCopyrightText: string;
  footerRightSideText: string;
  shareTitle: string;
  shareImage: ImageField;
  shareDescription: string;
  maintenancemode: boolean;
  /** Address shown in the maintenance message (the spec's {email}). */
  contactEmail: string;
  /**
   * Where new contact messages are e-mailed (issue 12); blank or missing: contactEmail, the shop's
   * own inbox.
   */
  contactMessagesEmail?: string;
  /** Comma-separated delivery time slots. */
  deliveryTimes: string;
  /** Comma-separated dd/mm/yyyy dates. */
  blockedDates: string;
  subscriptionOption: SubscriptionOptionDocument[];
  /** Comma-separated filter labels to hide. */
  hiddenFilters: string;
  pauseNewMembers: boolean;
  /** Free swaps per billing period (decision 057); missing: 1. */
  swapsPerPeriod?: number;
  /** An unsold garment's resale value in % of its rrp, for the statistics (decision 059); missing: 20. */
  resaleValuePercent?: number;
  /** The lowest price to keep a garment, in % of its rrp (issue 27); missing: 30. */
  keepFloorPercent?: number;
  /** A family's share of a traded-in piece's resale value, in % (issue 27); missing: 40. */
  tradeInCreditPercent?: number;
  /** Comma-separated served outward postcodes. */
  postcodeList: string;
  /** Comma-separated postcode areas ('ZE') and districts ('KW15') not served (decision 054). */
  excludedPostcodes?: string;
  popupImage: ImageField;
  /** The newsletter / social block. items: social-network, photo-sharing, short-video. */
  slices4: {
    primary: { title: string; bodyText: string; socialBodyText: string; buttonText: string };
    items: { socialLink: { url: string } }[];
  }[];
}

export type PopupName = "regularNewsletter" | "customNewsletter";

export interface PopupEntry {
  popupName: PopupName;
  title: string;
  bodyText: string;
  buttonText: string;
  image: ImageField;
}

export interface PopupsDocument {
  popups: PopupEntry[];
}

/** Page body sections. Paragraphs in text fields are separated by blank lines. */
export type PageSlice =
  | {
      slice_type: "hero";
      title: string;
      text: string;
      image?: ImageField;
      buttonText?: string;
      buttonLink?: string;
    }
  | { slice_type: "text"; title?: string; body: string }
  | { slice_type: "steps"; title: string; items: { title: string; text: string }[] }
  | { slice_type: "faq"; title: string; items: { question: string; answer: string }[] }
  | {
      slice_type: "image_text";
      title: string;
      body: string;
      image: ImageField;
      imageLeft?: boolean;
    }
  | {
      slice_type: "newsletter";
      title?: string;
      bodyText?: string;
      buttonText?: string;
      image?: ImageField;
    };

export interface PageDocument {
  /** 'home' for the home page, otherwise 'page'. */
  type: string;
  uid: string;
  data: {
    title: string;
    shareTitle?: string;
    shareDescription?: string;
    shareImage?: ImageField;
    slices: PageSlice[];
  };
}
