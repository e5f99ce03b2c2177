#ifndef LG_H
#define LG_H

/* Opens path or ends the test through cleanup. */
int lg_open(void (*cleanup)(void), const char *path);

/* Checks that fd is open; ends the test through cleanup when not. */
void lg_check(void (*cleanup)(void), int fd);

#endif
