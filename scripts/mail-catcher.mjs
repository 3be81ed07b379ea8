#!/usr/bin/env node
// Why no tool does this: the Emulator Suite has no mail emulator; the functions' mails need an
// inbox that stays on the machine.
// A local mail catcher for development and tests: an SMTP server that keeps every
// message in memory and a small web inbox to read them. Nothing leaves the machine.
//   node scripts/mail-catcher.mjs            SMTP 1025, web 1080 (+ EMULATOR_PORT_OFFSET)
// Web: /            the inbox (newest first)
//      /messages/:id one message (text, and the HTML part in a sandboxed frame)
//      /api/messages JSON list of every message (tests read it); DELETE empties the inbox
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function mailCatcherPorts(offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0) {
  return { smtp: 1025 + offset, web: 1080 + offset };
}

const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const addresses = (field) => (field?.value ?? []).map((entry) => entry.address).filter(Boolean);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:28rem;border:1px solid #ddd}</style></head><body>${body}</body></html>`;
}

/** Starts the catcher; resolves to { messages, smtpPort, webPort, webUrl, close() }. */
export async function startMailCatcher({ smtpPort, webPort, host = '127.0.0.1' } = {}) {
  const ports = mailCatcherPorts();
  smtpPort ??= ports.smtp;
  webPort ??= ports.web;
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to: addresses(parsed.to),
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
      response.end(body);
    };
    if (url.pathname === '/api/messages') {
      if (request.method === 'DELETE') {
        messages.length = 0;
        return send(200, 'application/json', '{"deleted":true}');
      }
      return send(200, 'application/json', JSON.stringify(messages));
    }
    const detail = url.pathname.match(/^\/messages\/(\d+)$/);
    if (detail) {
      const message = messages.find((m) => m.id === detail[1]);
      if (!message) return send(404, 'text/html', page('Not found', '<p>No such message.</p>'));
      return send(
        200,
        'text/html',
        page(
          message.subject,
          `<p><a href="/">&larr; Inbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>From: ${escapeHtml(message.from)}<br>To: ${escapeHtml(message.to.join(', '))}<br>
Reply-To: ${escapeHtml(message.replyTo)}<br>Received: ${escapeHtml(message.receivedAt)}</p>
${message.html ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML part" srcdoc="${escapeHtml(message.html.replace(/<a /g, '<a target="_blank" rel="noreferrer" '))}"></iframe>` : ''}
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
        ),
      );
    }
    if (url.pathname === '/') {
      const rows = [...messages]
        .reverse()
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
        )
        .join('');
      return send(
        200,
        'text/html',
        page(
          'Local inbox',
          `<h1>Local inbox</h1><p>Every mail the app sends in development lands here (${messages.length}). Reload to see new ones.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table>`,
        ),
      );
    }
    return send(404, 'text/plain', 'Not found');
  });

  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, resolve);
  });
  return {
    messages,
    smtpPort,
    webPort,
    webUrl: `http://localhost:${webPort}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => web.close(resolve)),
      ]),
  };
}

/**
 * Starts the catcher and points the functions' SMTP sender in `env` at it; tests read its inbox
 * address from MAIL_CATCHER_URL.
 */
export async function catchMail(env) {
  const catcher = await startMailCatcher();
  Object.assign(env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(catcher.smtpPort),
    MAIL_CATCHER_URL: catcher.webUrl,
  });
  return catcher;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const catcher = await startMailCatcher();
  console.log(
    `[mail] Local inbox at ${catcher.webUrl} (SMTP on 127.0.0.1:${catcher.smtpPort}). Ctrl-C to stop.`,
  );
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
