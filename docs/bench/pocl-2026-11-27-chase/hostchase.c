#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#include <math.h>
static uint64_t s=88172645463325252ull; static uint64_t rnd(void){s^=s<<13;s^=s>>7;s^=s<<17;return s;}
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e9+t.tv_nsec;}
int main(int argc,char**argv){
  int mode=atoi(argv[1]); /* 0 random lines, 1 page-grouped */
  size_t maxb=(size_t)32<<20; uint32_t*next=malloc(maxb); uint32_t*perm=malloc(maxb/64*4);
  for(int q=0;;q++){ double f=4096*pow(2,q/4.0); if(f>maxb) break;
    size_t lines=(size_t)(f/64); size_t n=lines;
    /* element index = line*16 */
    if(mode==0){ for(size_t i=0;i<n;i++)perm[i]=i; for(size_t i=n-1;i>0;i--){size_t j=rnd()%i;uint32_t t=perm[i];perm[i]=perm[j];perm[j]=t;}
      /* sattolo: cycle */
      /* perm is random order; make cycle perm[0]->perm[1]->... */
    } else { size_t lpp=64*(mode==1?1:mode==2?16:64); size_t pages=(n+lpp-1)/lpp; uint32_t*pp=malloc(pages*4); for(size_t i=0;i<pages;i++)pp[i]=i;
      for(size_t i=pages-1;i>0;i--){size_t j=rnd()%(i+1);uint32_t t=pp[i];pp[i]=pp[j];pp[j]=t;}
      size_t k=0; for(size_t p=0;p<pages;p++){ size_t b=pp[p]*lpp, e=b+lpp<n?b+lpp:n; size_t st=k; for(size_t l=b;l<e;l++)perm[k++]=l;
        for(size_t i=k-1;i>st;i--){size_t j=st+rnd()%(i-st+1);uint32_t t=perm[i];perm[i]=perm[j];perm[j]=t;} } free(pp);}
    for(size_t i=0;i<n;i++) next[perm[i]*16]=perm[(i+1)%n]*16;
    size_t steps=1<<21; if(steps<4*n)steps=4*n; uint32_t x=0; for(size_t i=0;i<n;i++)x=next[x];
    double t0=now(); for(size_t i=0;i<steps;i++)x=next[x]; double t1=now();
    printf("%10.0f KiB %7.2f ns %u\n",f/1024,(t1-t0)/steps,x);fflush(stdout);
  }}
