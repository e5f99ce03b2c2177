/*
 * Helpers shared by the file and directory tests: files of a given size
 * whose content is a known function of the offset, content checks, and a
 * switch to the "nobody" user and back. Every call that can fail takes the
 * caller's cleanup function and ends the test with TBROK on failure.
 */
#ifndef FILE_HELPERS_H
#define FILE_HELPERS_H

#include <sys/types.h>

/* The byte expected at offset off of a file made with the given seed. */
unsigned char fh_byte(off_t off, int seed);

/* Fills buf with the bytes a seeded file holds at [off, off + len). */
void fh_fill_buf(unsigned char *buf, off_t off, size_t len, int seed);

/* Creates (or truncates) path with mode 0644 and writes size seeded bytes. */
void fh_make_file(void (*cleanup)(void), const char *path, size_t size,
		  int seed);

/*
 * Reads [off, off + len) of fd with pread() and compares it with the seeded
 * content. Returns 0 when it matches; otherwise reports the first differing
 * offset as TINFO and returns -1.
 */
int fh_check_fd(void (*cleanup)(void), int fd, off_t off, size_t len, int seed);

/* The size of path, from stat(). */
off_t fh_size(void (*cleanup)(void), const char *path);

/* Switches the effective uid and gid to "nobody"; returns its uid. */
uid_t fh_become_nobody(void (*cleanup)(void));

/* Switches the effective uid and gid back to root. */
void fh_become_root(void (*cleanup)(void));

#endif
