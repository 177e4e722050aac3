import{r as e}from"./download-button-BWT-Njq7.js";var t=`Pitlane — Application Overview`,n=`Price comparison for parts for luxury European and Japanese performance cars`,r={pdf:`pitlane-application-overview.pdf`,html:`pitlane-application-overview.html`,markdown:`pitlane-application-overview.md`},i=[{title:`What Pitlane is`,paragraphs:[`Pitlane is a price-comparison site for parts for luxury European and Japanese performance cars. It finds the right part by name, OEM part number or vehicle, shows every specialty retailer’s offer side by side (price, shipping, stock and delivery) and sends the buyer to the retailer to buy.`,`Pitlane sells nothing: purchases, shipping, returns and refunds happen with the vendor. It serves car enthusiasts, DIY owners and professional mechanics, with parts for BMW, Porsche, Ferrari, Lamborghini, Audi, Volkswagen, Aston Martin, Mercedes-Benz, Toyota, Lexus, Nissan, Mazda, Honda and Subaru.`]},{title:`How it works`,points:[{title:`1. Search for Parts`,text:`By part name, OEM part number, or make, model and year.`},{title:`2. Compare Prices`,text:`Every vendor’s price, shipping cost, stock and delivery time on one screen.`},{title:`3. Buy Directly from the Retailer`,text:`One click takes the buyer to the vendor’s own page; the order, warranty and returns are the vendor’s.`}]},{title:`The vendor network`,paragraphs:[`12+ verified specialty retailers — European-parts specialists, dealer parts departments and supercar specialists — with real-time pricing from their product feeds and live queries. The Vendors page lists each one with the number of parts it lists and when its prices were last updated.`]},{title:`Features`,points:[{title:`Search`,text:`Full-text search over names, part numbers, brands and fitment, with vehicle and category filters.`},{title:`Live pricing`,text:`Vendors are queried in parallel for current prices and stock, alongside their product feeds.`},{title:`Part-number lookup`,text:`OEM, superseded and aftermarket numbers, typed with or without spaces, lead to the same part.`},{title:`Knowledge base & repair assistant`,text:`Step-by-step repair guides and an assistant that answers repair questions and suggests parts.`},{title:`Your Genius`,text:`A personal DIY assistant in preparation; the waitlist is open.`}]},{title:`Business model`,paragraphs:[`Pitlane earns a referral commission of 3-8% from the vendor when a buyer it referred completes a purchase. Buyers pay the vendor’s price, nothing more, and comparing offers saves them up to 25%. Referral compensation never changes the order or the content of results.`]}],a={"&":`&amp;`,"<":`&lt;`,">":`&gt;`,'"':`&quot;`,"'":`&#39;`},o=e=>e.replace(/[&<>"']/g,e=>a[e]),s=`
  :root { color-scheme: light; --brand: #c8102e; --ink: #0d0f12; --muted: #535a64; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: #f0f1f3; line-height: 1.55; }
  main { max-width: 960px; margin: 0 auto; padding: 32px 16px; display: grid; gap: 24px; }
  .slide { background: #fff; border-radius: 16px; padding: 40px; border-top: 6px solid var(--brand); box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  .cover { background: #121418; color: #f5f6f7; }
  .cover p { color: #aeb3bb; }
  h1 { font-size: 2.25rem; margin: 0 0 12px; font-style: italic; }
  h2 { font-size: 1.5rem; margin: 0 0 16px; }
  .kicker { text-transform: uppercase; letter-spacing: 0.16em; font-size: 0.75rem; font-weight: 700; color: var(--brand); margin: 0 0 8px; }
  .cover .kicker { color: #ff5a67; }
  p { margin: 0 0 12px; color: var(--muted); }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 12px; }
  li { padding: 12px 16px; border: 1px solid #e1e4e8; border-radius: 10px; }
  li strong { display: block; color: var(--ink); }
  .howto { background: #fff7f8; border: 1px dashed var(--brand); border-radius: 12px; padding: 16px 20px; }
  .howto p { margin: 0; }
  @media print {
    body { background: #fff; }
    main { padding: 0; max-width: none; }
    .howto { display: none; }
    .slide { box-shadow: none; border-radius: 0; min-height: 100vh; break-after: page; page-break-after: always; }
    .slide:last-child { break-after: auto; page-break-after: auto; }
    .cover { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  }
`;function c(e,t){let n=(e.paragraphs??[]).map(e=>`<p>${o(e)}</p>`).join(``),r=e.points?.length?`<ul>${e.points.map(e=>`<li><strong>${o(e.title)}</strong>${o(e.text)}</li>`).join(``)}</ul>`:``;return`<section class="slide"><p class="kicker">Slide ${t+2}</p><h2>${o(e.title)}</h2>${n}${r}</section>`}function l(e,r=i){let a=e.toLocaleDateString(`en-US`,{year:`numeric`,month:`long`,day:`numeric`});return`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o(t)}</title>
<style>${s}</style>
</head>
<body>
<main>
<div class="howto"><p><strong>Save as PDF:</strong> press Ctrl+P (⌘P on a Mac), choose “Save as PDF” as the printer, and enable “Background graphics”. Each slide prints on its own page.</p></div>
<section class="slide cover"><p class="kicker">Slide 1</p><h1>${o(t)}</h1><p>${o(n)}</p><p>Generated ${o(a)}</p></section>
${r.map(c).join(`
`)}
</main>
</body>
</html>
`}function u(e){let t=[`## ${e.title}`,``];for(let n of e.paragraphs??[])t.push(n,``);for(let n of e.points??[])t.push(`- **${n.title}** — ${n.text}`);return e.points?.length&&t.push(``),t.join(`
`)}function d(e,r=i){let a=e.toLocaleDateString(`en-US`,{year:`numeric`,month:`long`,day:`numeric`});return[`# ${t}`,``,`*${n}*`,``,`Generated ${a}.`,``,...r.map(u)].join(`
`)}function f(){e(l(new Date),r.html,`text/html`)}function p(){e(d(new Date),r.markdown,`text/markdown`)}export{p as n,r,f as t};