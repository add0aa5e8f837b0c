const fs=require('fs'),{SourceMapConsumer}=require('source-map');
(async()=>{
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=await new SourceMapConsumer(map);const lines=code.split('\n');const sizes={};
let prev=null;
c.eachMapping(m=>{ if(prev){ if(prev.gl===m.generatedLine){const n=m.generatedColumn-prev.gc; sizes[prev.src]=(sizes[prev.src]||0)+n;} } prev={gl:m.generatedLine,gc:m.generatedColumn,src:(m.source||'?')}; });
const agg={};for(const [k,v] of Object.entries(sizes)){let key=k.replace(/.*node_modules\//,'nm/'); key=key.startsWith('nm/')? key.split('/').slice(0, key.startsWith('nm/@')?3:2).join('/') : key; agg[key]=(agg[key]||0)+v;}
const tot=Object.values(agg).reduce((a,b)=>a+b,0);
Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(7),k));console.log('total',(tot/1024).toFixed(1), 'file', (code.length/1024).toFixed(1));
})();
