import vat, { page as vatPage, seo as vatSeo } from './vat/meta';
import cpc, { page as cpcPage, seo as cpcSeo } from './cpc/meta';
import cpa, { page as cpaPage, seo as cpaSeo } from './cpa/meta';
import cpm, { page as cpmPage, seo as cpmSeo } from './cpm/meta';
import roasBreakeven, { page as roasBreakevenPage, seo as roasBreakevenSeo } from './roas-breakeven/meta';
import conversion, { page as conversionPage, seo as conversionSeo } from './conversion/meta';
import abTest, { page as abTestPage, seo as abTestSeo } from './ab-test/meta';
import averageCart, { page as averageCartPage, seo as averageCartSeo } from './average-cart/meta';
import percentageValue, { page as percentageValuePage, seo as percentageValueSeo } from './percentage-value/meta';
import percentage, { page as percentagePage, seo as percentageSeo } from './percentage/meta';
import evolution, { page as evolutionPage, seo as evolutionSeo } from './evolution/meta';
import currency, { page as currencyPage, seo as currencySeo } from './currency/meta';
import emailSignature, { page as emailSignaturePage, seo as emailSignatureSeo } from './email-signature/meta';
import utmBuilder, { page as utmBuilderPage, seo as utmBuilderSeo } from './utm-builder/meta';
import qrCode, { page as qrCodePage, seo as qrCodeSeo } from './qr-code/meta';
import slug, { page as slugPage, seo as slugSeo } from './slug/meta';
import wordCounter, { page as wordCounterPage, seo as wordCounterSeo } from './word-counter/meta';
import duplicateRemover, { page as duplicateRemoverPage, seo as duplicateRemoverSeo } from './duplicate-remover/meta';
import imageCompressor, { page as imageCompressorPage, seo as imageCompressorSeo } from './image-compressor/meta';
import webpToJpg, { page as webpToJpgPage, seo as webpToJpgSeo } from './webp-to-jpg/meta';
import dateDifference, { page as dateDifferencePage, seo as dateDifferenceSeo } from './date-difference/meta';
import timeDifference, { page as timeDifferencePage, seo as timeDifferenceSeo } from './time-difference/meta';
import passwordGenerator, { page as passwordGeneratorPage, seo as passwordGeneratorSeo } from './password-generator/meta';
import randomDraw, { page as randomDrawPage, seo as randomDrawSeo } from './random-draw/meta';
import secretSanta, { page as secretSantaPage, seo as secretSantaSeo } from './secret-santa/meta';
import campaignAnalysis, { page as campaignAnalysisPage, seo as campaignAnalysisSeo } from './campaign-analysis/meta';
import type { ToolData, ToolPage, ToolSeo } from '../components/tool/types';

/*
 * Every tool of Outilo, once, in the order the lists show them: the one list from which routes, the home grid, search,
 * the popup, the sitemap, context menus and page metadata are derived. Each tool's meta.ts exports three things, and
 * each reader imports only the list it needs, so that the bundler leaves the others out of its code:
 * - TOOLS, each tool's plain data (its default export): the extension's service worker, which runs no React;
 * - PAGES, its data with its icon and lazy view (`page`): the pages' entry points (site/, entrypoints/);
 * - SEO, what search engines read (`seo`): the pre-renderer only (site/ssr.tsx).
 * Named imports and plain lists: a module namespace (`import * as`) or a key read from a tool would make the bundler
 * keep a whole meta.ts, icon and view included, in the service worker. `npm run new-tool` adds a tool's lines.
 */

export const TOOLS: readonly ToolData[] = [
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
  campaignAnalysis,
];

export const PAGES: readonly ToolPage[] = [
  vatPage,
  cpcPage,
  cpaPage,
  cpmPage,
  roasBreakevenPage,
  conversionPage,
  abTestPage,
  averageCartPage,
  percentageValuePage,
  percentagePage,
  evolutionPage,
  currencyPage,
  emailSignaturePage,
  utmBuilderPage,
  qrCodePage,
  slugPage,
  wordCounterPage,
  duplicateRemoverPage,
  imageCompressorPage,
  webpToJpgPage,
  dateDifferencePage,
  timeDifferencePage,
  passwordGeneratorPage,
  randomDrawPage,
  secretSantaPage,
  campaignAnalysisPage,
];

export const SEO: readonly ToolSeo[] = [
  vatSeo,
  cpcSeo,
  cpaSeo,
  cpmSeo,
  roasBreakevenSeo,
  conversionSeo,
  abTestSeo,
  averageCartSeo,
  percentageValueSeo,
  percentageSeo,
  evolutionSeo,
  currencySeo,
  emailSignatureSeo,
  utmBuilderSeo,
  qrCodeSeo,
  slugSeo,
  wordCounterSeo,
  duplicateRemoverSeo,
  imageCompressorSeo,
  webpToJpgSeo,
  dateDifferenceSeo,
  timeDifferenceSeo,
  passwordGeneratorSeo,
  randomDrawSeo,
  secretSantaSeo,
  campaignAnalysisSeo,
];
