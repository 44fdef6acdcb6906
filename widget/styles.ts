// The widget's stylesheet, inside its Shadow DOM. `.w` resets everything it could inherit from the
// host page, so a page's fonts, colours or `all: unset` cannot reach in. Sizes are in px because a
// host's root font size is not ours to follow. Hosts restyle it through --boost-* properties
// (accent, accent-text, bg, fg, muted, border, radius, font), which do cross the shadow boundary.
// It is sent with the script, so elements that look alike share their rules; the waiting and
// thank-you panels' rules (PANEL_STYLES) come with the checkout flow, which adds them when it runs.

// A theme only sets its palette (--A accent, --T accent as text, --B background, --F text, --M muted
// text, --L lines, --E error, --G gold); the colours the rules use are derived from it once, in
// `.w`, where a host's --boost-* properties win over it.
const DARK = '--A:#7c3aed;--T:#b79cff;--B:#131019;--F:#f4f2fa;--M:#a9a4bc;--L:#2c2739;--E:#fb7185;--G:#fbbf24;color-scheme:dark'

export const STYLES =
  ':host{display:block}' +
  '.w{all:initial;display:block;container-type:inline-size;max-width:480px;padding:20px;' +
  '--A:#6d28d9;--T:var(--A);--B:#fff;--F:#0d0b14;--M:#5b5670;--L:#e6e2ef;--E:#c81e3a;--G:#92400e;color-scheme:light;' +
  '--a:var(--boost-accent,var(--A));--l:var(--boost-border,var(--L));--r:var(--boost-radius,18px);--q:calc(var(--r)*.65);' +
  'font:14px/1.45 var(--boost-font,system-ui,sans-serif);color:var(--boost-fg,var(--F));background:var(--boost-bg,var(--B));border:1px solid var(--l);border-radius:var(--r)}' +
  `.dark{${DARK}}@media(prefers-color-scheme:dark){.auto{${DARK}}}` +
  // Zero specificity, so `*` after it gives them back the border-box sizing `all` takes away.
  ':where(button,input,textarea,a){all:unset;cursor:pointer}*{box-sizing:border-box;margin:0}[hidden],.n:empty,.s:empty,.gl:empty{display:none!important}' +
  ':focus-visible,.c:focus-within{outline:2px solid #f59e0b;outline-offset:2px}input:focus{outline:0}' +
  '.hd,.mk,.p,.c,.b,.mt,.ft{display:flex;align-items:center;justify-content:center;gap:8px}' +
  '.p,.c,textarea{border:1px solid var(--l);border-radius:var(--q)}.p,.c,.lb,.lk,.ft a{font-weight:600}' +
  '.hd{gap:12px;margin-bottom:16px}.tt{flex:1}' +
  '.gl{margin-bottom:14px}.gb{height:8px;margin-top:6px;border-radius:9px;background:var(--l);overflow:hidden}.gb i{display:block;height:100%;background:var(--a)}' +
  '.mk{flex:none;width:40px;height:40px;border-radius:var(--q);color:#fff;background:linear-gradient(140deg,var(--a),#db2777)}' +
  'svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2.4;stroke-linecap:round}.mk svg,.b svg{fill:currentColor;stroke:none}' +
  '.h,.b{font-size:16px;font-weight:650;overflow-wrap:anywhere}' +
  '.s,.ft{font-size:13px;color:var(--boost-muted,var(--M))}' +
  '.xp{padding:2px 8px;border-radius:99px;font-weight:700;color:var(--G);background:#f59e0b26}' +
  // --m columns, or --n where there is room: six presets sit 3 × 2 at 280 px and in one row at 480 px.
  '.g{display:grid;grid-template-columns:repeat(var(--m),1fr);gap:8px;margin:8px 0}@container (min-width:380px){.g{grid-template-columns:repeat(var(--n),1fr)}}' +
  '.p,.c{height:44px;font-size:15px}.p:hover,.c:hover,.on{border-color:var(--a)}.p:disabled{opacity:.4;cursor:not-allowed}' +
  '.c{padding:0 12px;cursor:text}input{flex:1;min-width:0;height:100%;appearance:textfield}::-webkit-inner-spin-button{display:none}::placeholder{font-weight:400}' +
  '.ht{margin-top:6px}.er{color:var(--E)}' +
  'textarea{display:block;width:100%;height:64px;margin-top:8px;padding:10px 12px;cursor:text}' +
  '.b{border-radius:99px;padding:0 18px;width:100%;height:50px;margin-top:16px}.b:hover{filter:brightness(1.1)}.b[aria-disabled=true]{cursor:progress;opacity:.75}' +
  // After .p, whose own border it replaces.
  '.b,[aria-pressed=true]{background:var(--a);border-color:var(--a);color:var(--boost-accent-text,#fff)}' +
  '.mt{flex-wrap:wrap;margin-top:10px}.lk{color:var(--boost-accent,var(--T))}.lk:hover,.ft a:hover{text-decoration:underline}' +
  '.n{margin-top:12px;padding:10px 12px;border-radius:var(--q);background:#8b5cf61f}.n b{display:block}.n.er{background:#f43f5e1f}' +
  '.ft{justify-content:space-between;margin-top:16px;padding-top:12px;border-top:1px solid var(--l);font-size:11px;white-space:nowrap}'

/**
 * The checkout flow's: the fan's fields (`.fd`: name and email `.fn`, choices `.ck`, One-off or Monthly `.iv`), and the waiting and
 * thank-you panels, after STYLES: `.b2` is a button of the panels, `.pr` the one to press.
 */
export const PANEL_STYLES =
  // Checkboxes get back the look `all:unset` took; the inputs their focus ring, which `input:focus` hides in the form.
  '.fn{display:block;width:100%;height:40px;margin-top:8px;padding:0 12px;border:1px solid var(--l);border-radius:var(--q);cursor:text}.fn:disabled{opacity:.5;cursor:not-allowed}' +
  '.ck{display:flex;align-items:center;gap:8px;margin-top:8px;font-size:13px;color:var(--boost-muted,var(--M));cursor:pointer}' +
  '.ck input{all:revert;flex:none;width:16px;height:16px;margin:0;accent-color:var(--a)}.ck:has(:disabled){opacity:.5;cursor:not-allowed}' +
  '.fd input:focus-visible{outline:2px solid #f59e0b;outline-offset:2px}' +
  '.pn{text-align:center}.ro,.ok,.b2{display:flex;align-items:center;justify-content:center;gap:8px}.ro{flex-wrap:wrap;margin-top:10px}' +
  '.pt{margin-top:14px;font-size:18px;font-weight:650;overflow-wrap:anywhere;outline:0}.ps{margin:4px 0 16px}' +
  '.b2{height:44px;padding:0 18px;border:1px solid var(--l);border-radius:99px;font-weight:600}.b2:hover{border-color:var(--a)}' +
  '.pr{background:var(--a);border-color:var(--a);color:var(--boost-accent-text,#fff)}' +
  '.sp,.ok{width:52px;height:52px;margin:auto;border-radius:50%}.ok{color:#fff;background:#16a34a}.ok svg{width:28px;height:28px}' +
  '.sp{border:3px solid var(--l);border-top-color:var(--a);animation:s 1s linear infinite}@keyframes s{to{transform:rotate(1turn)}}@media(prefers-reduced-motion:reduce){.sp{animation:none}}' +
  // After .xp, whose padding it replaces.
  '.big{display:inline-block;margin-bottom:16px;padding:6px 14px;font-size:15px}' +
  // One-off or Monthly (`.iv`): the radios hide inside their labels, the chosen label takes the accent;
  // with Monthly chosen the boost button says "a month" and what that means (`.im`) shows.
  '.iv{display:grid;grid-template-columns:1fr 1fr;gap:4px;margin-top:10px;padding:4px;border:1px solid var(--l);border-radius:var(--q)}' +
  '.iv label{position:relative;display:flex;align-items:center;justify-content:center;height:36px;border-radius:calc(var(--q)*.7);font-weight:600;cursor:pointer}' +
  '.iv input{position:absolute;inset:0;opacity:0}.iv label:has(:checked){background:var(--a);color:var(--boost-accent-text,#fff)}' +
  '.iv label:has(:focus-visible){outline:2px solid #f59e0b;outline-offset:2px}.im{display:none;margin-top:6px}' +
  '.fd:has([value=month]:checked) .im{display:block}.w:has([value=month]:checked) .b:not([aria-disabled=true]) span:after{content:" a month"}'
