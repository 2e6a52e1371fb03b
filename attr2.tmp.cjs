const fs=require('fs');const zlib=require('zlib');const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);
const lines=code.split('\n');const text={};
const mappings=[];c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<mappings.length;i++){const m=mappings[i];const n=mappings[i+1];
 const line=lines[m.generatedLine-1];
 const end=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn:line.length;
 let s=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/^(\.\.\/)+/,'');
 s=s.startsWith('nm/')? s.split('/').slice(0, s.split('/')[1].startsWith('@')?3:2).join('/') : s;
 text[s]=(text[s]||'')+line.slice(m.generatedColumn,end);}
let appRaw='';
const rows=Object.entries(text).map(([k,v])=>{if(!k.startsWith('nm/react')&&!k.startsWith('nm/scheduler'))appRaw+=v;return [k,v.length,zlib.gzipSync(v,{level:9}).length]});
rows.sort((a,b)=>b[1]-a[1]).forEach(r=>console.log(String(r[1]).padStart(8),String(r[2]).padStart(7),r[0]));
console.log('app-only raw',appRaw.length,'gzip',zlib.gzipSync(appRaw,{level:9}).length);
