// The OpenTravel chapter (docs/ota.md, linked from the README): its configuration example is a valid configuration that starts the ota channels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { checkChannelConfig } from '../../src/daemon/channels/index.js';
import { ROOT } from '../helpers.js';

describe('docs/ota.md: OpenTravel (OTA) hotel systems', () => {
  it('the configuration example is valid and passes the channel check', () => {
    const readme = readFileSync(join(ROOT, 'docs', 'ota.md'), 'utf8');
    assert.ok(readFileSync(join(ROOT, 'README.md'), 'utf8').includes('](docs/ota.md)'), 'the README links the chapter');
    const start = readme.indexOf('# OpenTravel (OTA) hotel systems\n');
    assert.ok(start >= 0, 'docs/ota.md has the chapter');
    const json = /```json\n([\s\S]*?)```/.exec(readme.slice(start))![1];
    const config = ConfigSchema.parse(JSON.parse(json));
    assert.equal(config.channels.otaCounterparts['alpina-cm'].resIdType, '14');
    assert.doesNotThrow(() => checkChannelConfig(config));
    assert.throws(() => checkChannelConfig(ConfigSchema.parse({ channel: 'ota-pull' })), /ota\.counterparts/);
    assert.throws(() => checkChannelConfig(ConfigSchema.parse({ channel: 'ota' })), /channels\.ota\.url/);
  });
});
