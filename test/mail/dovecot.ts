// A private Dovecot IMAP server for the mail tests: a temporary configuration (own base_dir, maildir in a temp dir,
// passwd-file users, 127.0.0.1 on a free port, no TLS), run in the foreground and stopped by the test. Works as
// root (mail owned by the dovecot system user, since Dovecot refuses uid 0) and as an ordinary user (all as that user).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { sleep, tempDir } from '../helpers.js';
import { freePort } from './support.js';

export const DOVECOT = '/usr/sbin/dovecot';

export interface Dovecot {
  port: number;
  user: string;
  pass: string;
  url: string;
  stop(): Promise<void>;
}

function systemUser(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startDovecot(): Promise<Dovecot> {
  const { dir, cleanup } = tempDir('reconfirm-dovecot-');
  const port = await freePort();
  const me = userInfo();
  const root = me.uid === 0;
  const mailUser = root ? systemUser('dovecot') ?? systemUser('nobody')! : { uid: me.uid, gid: me.gid };
  const internal = root ? 'dovecot' : me.username;
  const login = root ? (systemUser('dovenull') ? 'dovenull' : 'dovecot') : me.username;
  const mail = join(dir, 'mail');
  mkdirSync(mail);
  mkdirSync(join(dir, 'run'));
  mkdirSync(join(dir, 'state'));
  if (root) {
    // The auth and mail processes run as the dovecot user: they must reach the passwd file and the maildir.
    chmodSync(dir, 0o755);
    chownSync(mail, mailUser.uid, mailUser.gid);
  }
  const user = 'reservations';
  const pass = 'test-pass-1';
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${pass}:${mailUser.uid}:${mailUser.gid}::${mail}/${user}::\n`);
  const conf = join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internal}
default_internal_group = ${root ? 'dovecot' : (systemGroupName(me.gid) ?? me.username)}
default_login_user = ${login}
first_valid_uid = ${Math.min(mailUser.uid, 1)}
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/passwd
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await accepts(port)) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(join(dir, 'dovecot.log')) ? readFileSync(join(dir, 'dovecot.log'), 'utf8') : '';
      cleanup();
      throw new Error(`dovecot did not start: ${output}\n${log}`);
    }
    await sleep(50);
  }
  return {
    port,
    user,
    pass,
    url: `imap://${user}:${pass}@127.0.0.1:${port}/INBOX`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // The 5 s bound is cleared once Dovecot exits (about a second): a timer left pending kept the test's process,
        // and so its test file, alive for the rest of it.
        let bound: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (bound = setTimeout(r, 5000)))]);
        clearTimeout(bound);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      cleanup();
    },
  };
}

function systemGroupName(gid: number): string | undefined {
  const line = readFileSync('/etc/group', 'utf8').split('\n').find((l) => l.split(':')[2] === String(gid));
  return line?.split(':')[0];
}

async function accepts(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
