// The README's OpenTravel section: its configuration example is a valid configuration that starts the ota channels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigSchema } from '../../src/config.js';
import { checkChannelConfig } from '../../src/daemon/channels/index.js';
import { ROOT } from '../helpers.js';

describe('README: OpenTravel (OTA) hotel systems', () => {
  it('the configuration example is valid and passes the channel check', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('\n## OpenTravel (OTA) hotel systems\n');
    assert.ok(start >= 0, 'README has the section');
    const json = /```json\n([\s\S]*?)```/.exec(readme.slice(start))![1];
    const config = ConfigSchema.parse(JSON.parse(json));
    assert.equal(config.channels.otaCounterparts['alpina-cm'].resIdType, '14');
    assert.doesNotThrow(() => checkChannelConfig(config));
    assert.throws(() => checkChannelConfig(ConfigSchema.parse({ channel: 'ota-pull' })), /ota\.counterparts/);
    assert.throws(() => checkChannelConfig(ConfigSchema.parse({ channel: 'ota' })), /channels\.ota\.url/);
  });
});
