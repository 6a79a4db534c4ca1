import {chromium} from 'playwright';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const ctx = await b.newContext({javaScriptEnabled:false, viewport:{width:412,height:823}});
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:4998'+process.argv[2]);
await p.screenshot({path:'/tmp/nojs.png'});
await b.close();
