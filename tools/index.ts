import vat from './vat/meta';
import cpc from './cpc/meta';
import cpa from './cpa/meta';
import cpm from './cpm/meta';
import roasBreakeven from './roas-breakeven/meta';
import conversion from './conversion/meta';
import abTest from './ab-test/meta';
import averageCart from './average-cart/meta';
import percentageValue from './percentage-value/meta';
import percentage from './percentage/meta';
import evolution from './evolution/meta';
import currency from './currency/meta';
import emailSignature from './email-signature/meta';
import utmBuilder from './utm-builder/meta';
import qrCode from './qr-code/meta';
import slug from './slug/meta';
import wordCounter from './word-counter/meta';
import duplicateRemover from './duplicate-remover/meta';
import imageCompressor from './image-compressor/meta';
import webpToJpg from './webp-to-jpg/meta';
import dateDifference from './date-difference/meta';
import timeDifference from './time-difference/meta';
import passwordGenerator from './password-generator/meta';
import randomDraw from './random-draw/meta';
import secretSanta from './secret-santa/meta';
import { byId, byPath } from './lookup';
import type { ToolMeta } from './types';

/**
 * Every tool of Outilo, once, in the order the lists show them: each one's `meta.ts`. Build-time and tests only:
 * the pages read the tables derived from it (tools/routes.ts, listing.ts, keywords.ts, pageTitles.ts), so that
 * each loads only what it shows. `npm run new-tool` adds a line here.
 */
export const TOOLS: readonly ToolMeta[] = [
  vat,
  cpc,
  cpa,
  cpm,
  roasBreakeven,
  conversion,
  abTest,
  averageCart,
  percentageValue,
  percentage,
  evolution,
  currency,
  emailSignature,
  utmBuilder,
  qrCode,
  slug,
  wordCounter,
  duplicateRemover,
  imageCompressor,
  webpToJpg,
  dateDifference,
  timeDifference,
  passwordGenerator,
  randomDraw,
  secretSanta,
];

export const findToolByPath = (pathname: string) => byPath(TOOLS, pathname);
export const findToolById = (id: string) => byId(TOOLS, id);
