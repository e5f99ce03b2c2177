/*
 * A helper header of the tree that defines, static, a name <dirent.h>
 * declares too: the old test.h did not include <dirent.h>, newlib's
 * tst_test.h does. Its own helper calls it; a member and a parameter of
 * that name are not it.
 */
#ifndef CX_H
#define CX_H

struct cx_dir {
	int dirfd;
};

static inline int dirfd(int base)
{
	if (base < 0)
		tst_resm(TINFO, "negative base %d", base);
	return base + 1;
}

static inline int cx_next(struct cx_dir *d)
{
	return dirfd(d->dirfd);
}

static inline int cx_same(int dirfd)
{
	return dirfd;
}

#endif /* CX_H */
