// SPDX-License-Identifier: GPL-3.0-or-later
// A pointer chase outside OpenCL (docs/BENCHMARKS.md, "The VM on Zen 5"): one load per 64 B line, 256 KiB blocks in a
// random order and the lines of a block in a random order (the probe's layout), over 1..90 MiB in steps of 2^(1/2),
// with 4 KiB pages (argument 0) or transparent 2 MiB pages (1). Fastest of three rounds of 2^22 loads.
//   gcc -O2 -o chase chase.c && ./chase 0 && ./chase 1
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static uint64_t s=88172645463325252ull; static uint64_t rnd(){s^=s<<13;s^=s>>7;s^=s<<17;return s;}
int main(int argc,char**argv){
  int huge=atoi(argv[1]); size_t maxb=(size_t)128<<20;
  char*buf=mmap(0,maxb,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  if(huge) madvise(buf,maxb,MADV_HUGEPAGE); else madvise(buf,maxb,MADV_NOHUGEPAGE);
  memset(buf,1,maxb);
  for(double mb=1; mb<=96; mb*=1.41421356){
    size_t bytes=(size_t)(mb*1048576); size_t lines=bytes/64; size_t blk=4096; /* lines per 256KiB */
    uint32_t*ord=malloc(lines*4); for(size_t i=0;i<lines;i++)ord[i]=i;
    /* blocks of 4096 lines (256 KiB) random order, lines within block random */
    size_t nb=(lines+blk-1)/blk; uint32_t*bo=malloc(nb*4); for(size_t i=0;i<nb;i++)bo[i]=i;
    for(size_t i=nb-1;i>0;i--){size_t j=rnd()%(i+1);uint32_t t=bo[i];bo[i]=bo[j];bo[j]=t;}
    size_t k=0; for(size_t b=0;b<nb;b++){size_t lo=bo[b]*blk,hi=lo+blk; if(hi>lines)hi=lines; size_t st=k;
      for(size_t l=lo;l<hi;l++)ord[k++]=l; for(size_t i=k-1;i>st;i--){size_t j=st+rnd()%(i-st+1);uint32_t t=ord[i];ord[i]=ord[j];ord[j]=t;}}
    for(size_t i=0;i<lines;i++){ *(char**)(buf+(size_t)ord[i]*64) = buf+(size_t)ord[(i+1)%lines]*64; }
    char*p=buf+(size_t)ord[0]*64; size_t n=1<<22;
    for(size_t i=0;i<lines;i++)p=*(char**)p;
    double best=1e9; for(int r=0;r<3;r++){double t=now(); for(size_t i=0;i<n;i++)p=*(char**)p; t=now()-t; if(t<best)best=t;}
    printf("%s %7.2f MiB %7.2f ns %p\n",huge?"huge":"4k  ",mb,best/n*1e9,(void*)p);
    free(ord);free(bo);
  }
  return 0;
}
