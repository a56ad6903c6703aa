// OpenTravel XML in and out: hostile documents refused before any parsing, then fast-xml-parser with attributes kept.
import { createRequire } from 'node:module';
import type * as Fxp from 'fast-xml-parser';

export const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';
export const OTA_VERSION = '1.000';

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxElements: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxBytes: 1024 * 1024, maxDepth: 48, maxElements: 20_000 };

/** A document we refuse or cannot read; `refused` is true for the hostile kinds (DOCTYPE, size, depth, count). */
export class OtaXmlError extends Error {
  constructor(message: string, readonly refused = false) {
    super(message);
    this.name = 'OtaXmlError';
  }
}

/** A parsed element: attributes under '@Name', children by element name (one object or an array), text under '#text'. */
export type XmlNode = Record<string, unknown>;

/**
 * fast-xml-parser loads with the first OTA message, not with every serve (about 1.5 MB of heap in each thread that
 * imports this module); synchronously, since parsing and building are.
 */
let fxp: typeof Fxp | undefined;
const xmlLib = () => (fxp ??= createRequire(import.meta.url)('fast-xml-parser') as typeof Fxp);

let parser: Fxp.XMLParser | undefined;
const xmlParser = () => (parser ??= new (xmlLib().XMLParser)({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // No declared entities can occur (any DOCTYPE is refused beforehand): only the predefined XML ones, character
  // references and the fixed HTML names (htmlEntities) are decoded, each to a character or two.
  processEntities: true,
  htmlEntities: true,
  maxNestedTags: DEFAULT_XML_LIMITS.maxDepth,
}));

/**
 * Checks a document before it reaches the parser: no DOCTYPE or ENTITY declarations (entity expansion, external
 * entities), a size limit, an element-count limit and a nesting limit, each refused with a sentence that says why.
 */
export function refuseHostileXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS): void {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > limits.maxBytes) throw new OtaXmlError(`the XML document is ${bytes} bytes; at most ${limits.maxBytes} bytes are accepted`, true);
  if (/<!DOCTYPE/i.test(text)) throw new OtaXmlError('the XML document has a DOCTYPE; DOCTYPE and entity declarations are refused (no entity expansion, no external entities)', true);
  if (/<!ENTITY/i.test(text)) throw new OtaXmlError('the XML document declares an ENTITY; entity declarations are refused (no entity expansion, no external entities)', true);
  let elements = 0;
  let depth = 0;
  let maxDepth = 0;
  // A cheap scan of tags: opening tags deepen, closing tags and self-closing ones do not. Every name counts, whatever
  // its script (XML names may start with any letter: <ü/>, <名前/>); only comments, CDATA, declarations and PIs do not.
  for (const m of text.matchAll(/<(\/?)([^\s/>!?<][^\s/>]*)[^>]*?(\/?)>/g)) {
    if (m[1]) {
      depth--;
      continue;
    }
    elements++;
    if (elements > limits.maxElements) throw new OtaXmlError(`the XML document has more than ${limits.maxElements} elements; refused`, true);
    if (!m[3]) {
      depth++;
      if (depth > maxDepth) maxDepth = depth;
      if (maxDepth > limits.maxDepth) throw new OtaXmlError(`the XML document nests elements more than ${limits.maxDepth} deep; refused`, true);
    }
  }
}

export interface ParsedOta {
  /** The OTA message's element name, e.g. OTA_HotelResNotifRS (a SOAP Envelope/Body around it is looked through). */
  root: string;
  node: XmlNode;
}

/** Refuses hostile input, checks well-formedness, and returns the OTA root element (inside a SOAP body if any). */
export function parseOtaXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS): ParsedOta {
  if (typeof text !== 'string' || !text.trim()) throw new OtaXmlError('the answer is empty; an OTA XML message was expected');
  refuseHostileXml(text, limits);
  const valid = xmlLib().XMLValidator.validate(text);
  if (valid !== true) throw new OtaXmlError(`the XML is not well-formed (line ${valid.err.line}, column ${valid.err.col}): ${valid.err.msg}`);
  let doc: XmlNode;
  try {
    doc = xmlParser().parse(text) as XmlNode;
  } catch (err) {
    throw new OtaXmlError(`the XML cannot be read: ${(err as Error).message}`, /nested/i.test((err as Error).message));
  }
  let [root, node] = firstElement(doc);
  if (root === 'Envelope') {
    const body = child(node, 'Body');
    if (!body) throw new OtaXmlError('the SOAP envelope has no Body');
    [root, node] = firstElement(body);
  }
  if (!root) throw new OtaXmlError('the XML document has no root element');
  return { root, node };
}

function firstElement(n: XmlNode): [string, XmlNode] {
  for (const [k, v] of Object.entries(n)) if (!k.startsWith('@') && k !== '#text') return [k, (v && typeof v === 'object' ? v : { '#text': v }) as XmlNode];
  return ['', {}];
}

/** Children by name as an array, whether the parser saw one or many. */
export function children(n: XmlNode | undefined, name: string): XmlNode[] {
  const v = n?.[name];
  if (v === undefined || v === null) return [];
  const all = Array.isArray(v) ? v : [v];
  return all.map((x) => (x && typeof x === 'object' ? (x as XmlNode) : { '#text': x }));
}

export const child = (n: XmlNode | undefined, name: string): XmlNode | undefined => children(n, name)[0];

/** The first element along a path of names. */
export function path(n: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let cur = n;
  for (const name of names) cur = child(cur, name);
  return cur;
}

export function attr(n: XmlNode | undefined, name: string): string | undefined {
  const v = n?.[`@${name}`];
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s || undefined;
}

export function text(n: XmlNode | undefined): string | undefined {
  if (!n) return undefined;
  const v = n['#text'];
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s || undefined;
}

export const has = (n: XmlNode | undefined, name: string) => n !== undefined && n[name] !== undefined;

let builder: Fxp.XMLBuilder | undefined;
const xmlBuilder = () =>
  (builder ??= new (xmlLib().XMLBuilder)({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false, processEntities: true }));

/** Drops undefined attributes and empty children so a builder's object can be written with optional parts inline. */
function prune(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(prune).filter((x) => x !== undefined);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const p = prune(x);
      if (p === undefined || (Array.isArray(p) && p.length === 0)) continue;
      out[k] = p;
    }
    return out;
  }
  return v === undefined || v === null ? undefined : v;
}

export interface Envelope {
  /** The request's EchoToken, echoed; absent when the request had none (then none is sent). */
  echoToken?: string;
  timeStamp: string;
}

/** An OTA message: the root with xmlns, EchoToken, TimeStamp and Version, then its content. */
export function buildOta(root: string, env: Envelope, content: XmlNode, rootAttrs: Record<string, string | undefined> = {}): string {
  const attrs = Object.fromEntries(Object.entries(rootAttrs).map(([k, v]) => [`@${k}`, v]));
  const doc = { '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, [root]: { '@xmlns': OTA_NS, '@EchoToken': env.echoToken, '@TimeStamp': env.timeStamp, '@Version': OTA_VERSION, ...attrs, ...content } };
  return xmlBuilder().build(prune(doc)) as string;
}
