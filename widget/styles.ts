// The widget's stylesheet, inside its Shadow DOM. `.w` resets everything it could inherit from the
// host page, so a page's fonts, colours or `all: unset` cannot reach in. Sizes are in px because a
// host's root font size is not ours to follow. Hosts restyle it through --boost-* properties
// (accent, accent-text, bg, fg, muted, border, radius, font), which do cross the shadow boundary.

// A theme only sets its palette (--A accent, --T accent as text, --B background, --F text, --M muted
// text, --L lines, --er error, --au gold); the colours the rules use are derived from it once, in
// `.w`, where a host's --boost-* properties win over it.
const DARK = '--A:#7c3aed;--T:#b79cff;--B:#131019;--F:#f4f2fa;--M:#a9a4bc;--L:#2c2739;--er:#fb7185;--au:#fbbf24;color-scheme:dark'

const ROW = 'display:flex;align-items:center;justify-content:center;'
// Boxes are transparent: the card's background shows through.
const BOX = 'border:1px solid var(--ln);border-radius:var(--ri);'
const PILL = 'border-radius:calc(var(--r)*2);'
const ACCENT = 'background:var(--a);border-color:var(--a);color:var(--af);'

export const STYLES =
  ':host{display:block}' +
  '.w{all:initial;display:block;container-type:inline-size;max-width:480px;padding:20px;' +
  '--A:#6d28d9;--T:var(--A);--B:#fff;--F:#0d0b14;--M:#5b5670;--L:#e6e2ef;--er:#c81e3a;--au:#92400e;color-scheme:light;' +
  '--a:var(--boost-accent,var(--A));--af:var(--boost-accent-text,#fff);--mu:var(--boost-muted,var(--M));--ln:var(--boost-border,var(--L));' +
  '--r:var(--boost-radius,18px);--ri:calc(var(--r)*.65);font:14px/1.45 var(--boost-font,"Inter Variable",Inter,system-ui,sans-serif);' +
  'color:var(--boost-fg,var(--F));background:var(--boost-bg,var(--B));border:1px solid var(--ln);border-radius:var(--r);' +
  'box-shadow:0 1px 2px #1c103c10,0 10px 30px -12px #1c103c38}' +
  `.dark{${DARK}}@media(prefers-color-scheme:dark){.auto{${DARK}}}` +
  // Zero specificity, so `*` after it gives them back the border-box sizing `all` takes away.
  ':where(button,input,textarea,a){all:unset;cursor:pointer}*{box-sizing:border-box;margin:0}[hidden],.ht:empty,.n:empty{display:none!important}' +
  ':focus-visible,.c:focus-within{outline:2px solid #f59e0b;outline-offset:2px}input:focus{outline:0}' +
  '.hd{display:flex;align-items:center;gap:12px;margin-bottom:18px}' +
  `.mk{${ROW}flex:none;width:40px;height:40px;border-radius:var(--ri);color:#fff;background:linear-gradient(140deg,var(--a),#db2777)}` +
  'svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2.4;stroke-linecap:round;stroke-linejoin:round}.f{fill:currentColor;stroke:none}' +
  '.h{font-size:16px;font-weight:650;overflow-wrap:anywhere}.tt{flex:1;min-width:0}' +
  '.sub,.lb,.ht,.mt,.ps{font-size:13px}.sub,.lb,.ht,.mt,.ps,.ft,.sy,::placeholder{color:var(--mu)}' +
  '.bd,.xp{padding:2px 8px;border-radius:99px;font-weight:700;color:var(--au);background:#f59e0b26}' +
  '.bd{font-size:10.5px;letter-spacing:.08em;text-transform:uppercase}' +
  '.lb{margin-bottom:8px}.lb,.p,.c,.lk,.b2,.ft a{font-weight:600}' +
  '.g{display:grid;grid-template-columns:repeat(var(--m),1fr);gap:8px}' +
  '@container (min-width:380px){.g{grid-template-columns:repeat(var(--n),1fr)}}@container (max-width:300px){.sub{display:none}}' +
  `.p,.c{${ROW}${BOX}height:44px;font-size:15px}` +
  '.p{font-variant-numeric:tabular-nums;transition:.15s}' +
  '.p:hover,.c:hover,.b2:hover,.on{border-color:var(--a)}.on{box-shadow:inset 0 0 0 1px var(--a)}' +
  '.p:disabled{opacity:.4;cursor:not-allowed;border-color:var(--ln)}' +
  '.c{gap:6px;margin-top:8px;padding:0 12px;cursor:text}' +
  'input{flex:1;min-width:0;height:100%;cursor:text;appearance:textfield}::-webkit-inner-spin-button{display:none}::placeholder{font-weight:400}' +
  '.ht{margin:6px 2px 0}.bad,.er{color:var(--er)}' +
  '.lk{display:inline-flex;align-items:center;gap:4px;color:var(--boost-accent,var(--T));border-radius:6px}.ht+.lk{margin-top:12px}' +
  '.lk:hover,.ft a:hover{text-decoration:underline}.lk svg,.b2 svg{width:14px;height:14px}' +
  `textarea{display:block;width:100%;min-height:68px;margin-top:8px;padding:10px 12px;${BOX}cursor:text;white-space:pre-wrap}` +
  `.b{${ROW}${PILL}${ACCENT}gap:8px;width:100%;height:50px;margin-top:16px;` +
  'background-image:linear-gradient(#ffffff29,#fff0);font-size:16px;font-weight:650;box-shadow:inset 0 1px #fff3,0 10px 22px -10px var(--a)}' +
  '.b:hover{filter:brightness(1.08)}.b[aria-disabled=true]{cursor:progress;opacity:.75}' +
  `.b2{${ROW}${BOX}${PILL}gap:6px;height:42px;padding:0 18px}` +
  // After .p and .b2, whose own borders they replace.
  `[aria-pressed=true],.pr{${ACCENT}box-shadow:0 6px 14px -8px var(--a)}` +
  `.mt,.ro{${ROW}flex-wrap:wrap;gap:6px 12px;margin-top:10px}` +
  '.n{margin-top:12px;padding:10px 12px;border-radius:var(--ri);border:1px solid #6d28d938;background:#6d28d912}' +
  '.n b{display:block}.n.er{border-color:#e11d484d;background:#e11d4814}' +
  '.pn{text-align:center}.pt{margin-top:14px;font-size:18px;font-weight:650;outline:0}.ps{margin:4px auto 16px;max-width:320px}' +
  `.sp,.ok{${ROW}width:52px;height:52px;margin:4px auto 0;border-radius:50%}` +
  '.sp{border:3px solid var(--ln);border-top-color:var(--a);animation:s .9s linear infinite}' +
  '.ok{color:#fff;background:linear-gradient(140deg,#22c55e,#15803d);animation:pop .45s cubic-bezier(.2,1.4,.4,1)}.ok svg{width:28px;height:28px}' +
  '.big{display:inline-block;margin-bottom:16px;padding:6px 14px;font-size:15px}' +
  '.ft{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:18px;padding-top:12px;border-top:1px solid var(--ln);font-size:11px;white-space:nowrap}' +
  '.so{padding:0 7px;border:1px dashed var(--ln);border-radius:99px}' +
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}' +
  '@keyframes s{to{transform:rotate(1turn)}}@keyframes pop{from{transform:scale(.4);opacity:0}}' +
  '@media(prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}'
