#ifndef IP_H
#define IP_H

/* Opens path; the cleanup parameter goes once the tree is converted. */
int ip_open(void (*cleanup)(void), const char *path);

#endif
