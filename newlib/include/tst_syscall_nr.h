/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * __NR_* numbers for system calls the libc headers of the build machine may
 * lack. Numbers the kernel headers define win; the table fills in newer
 * calls on x86_64, i386 and the generic table (arm64, riscv, ...), and marks
 * calls an arch never had as __TST_NR_INVALID, so that code naming them
 * compiles and reports TCONF through tst_syscall() (or the old API's
 * ltp_syscall()). As in the real suite's lapi/syscalls.h, the names of the
 * other archs' tables are there too (arm's ugetrlimit, powerpc's
 * sync_file_range2, mips's cacheflush ...): tests pick a variant with
 * #if (__NR_x != __LTP__NR_INVALID_SYSCALL).
 */
#ifndef TST_SYSCALL_NR_H
#define TST_SYSCALL_NR_H

#include <sys/syscall.h>

/* A number no system call has; tests guard variants with
 * #if (__NR_x != __LTP__NR_INVALID_SYSCALL), the real suite's name. */
#define __TST_NR_INVALID -1
#define __LTP__NR_INVALID_SYSCALL __TST_NR_INVALID

#if defined(__x86_64__) && !defined(__ILP32__)
#ifndef __NR_kcmp
#define __NR_kcmp 312
#endif
#ifndef __NR_finit_module
#define __NR_finit_module 313
#endif
#ifndef __NR_sched_setattr
#define __NR_sched_setattr 314
#endif
#ifndef __NR_sched_getattr
#define __NR_sched_getattr 315
#endif
#ifndef __NR_renameat2
#define __NR_renameat2 316
#endif
#ifndef __NR_seccomp
#define __NR_seccomp 317
#endif
#ifndef __NR_getrandom
#define __NR_getrandom 318
#endif
#ifndef __NR_memfd_create
#define __NR_memfd_create 319
#endif
#ifndef __NR_bpf
#define __NR_bpf 321
#endif
#ifndef __NR_execveat
#define __NR_execveat 322
#endif
#ifndef __NR_userfaultfd
#define __NR_userfaultfd 323
#endif
#ifndef __NR_membarrier
#define __NR_membarrier 324
#endif
#ifndef __NR_mlock2
#define __NR_mlock2 325
#endif
#ifndef __NR_copy_file_range
#define __NR_copy_file_range 326
#endif
#ifndef __NR_preadv2
#define __NR_preadv2 327
#endif
#ifndef __NR_pwritev2
#define __NR_pwritev2 328
#endif
#ifndef __NR_pkey_mprotect
#define __NR_pkey_mprotect 329
#endif
#ifndef __NR_pkey_alloc
#define __NR_pkey_alloc 330
#endif
#ifndef __NR_pkey_free
#define __NR_pkey_free 331
#endif
#ifndef __NR_statx
#define __NR_statx 332
#endif
#ifndef __NR_io_pgetevents
#define __NR_io_pgetevents 333
#endif
#ifndef __NR_rseq
#define __NR_rseq 334
#endif
#elif defined(__i386__)
#ifndef __NR_kcmp
#define __NR_kcmp 349
#endif
#ifndef __NR_finit_module
#define __NR_finit_module 350
#endif
#ifndef __NR_sched_setattr
#define __NR_sched_setattr 351
#endif
#ifndef __NR_sched_getattr
#define __NR_sched_getattr 352
#endif
#ifndef __NR_renameat2
#define __NR_renameat2 353
#endif
#ifndef __NR_seccomp
#define __NR_seccomp 354
#endif
#ifndef __NR_getrandom
#define __NR_getrandom 355
#endif
#ifndef __NR_memfd_create
#define __NR_memfd_create 356
#endif
#ifndef __NR_bpf
#define __NR_bpf 357
#endif
#ifndef __NR_execveat
#define __NR_execveat 358
#endif
#ifndef __NR_userfaultfd
#define __NR_userfaultfd 374
#endif
#ifndef __NR_membarrier
#define __NR_membarrier 375
#endif
#ifndef __NR_mlock2
#define __NR_mlock2 376
#endif
#ifndef __NR_copy_file_range
#define __NR_copy_file_range 377
#endif
#ifndef __NR_preadv2
#define __NR_preadv2 378
#endif
#ifndef __NR_pwritev2
#define __NR_pwritev2 379
#endif
#ifndef __NR_pkey_mprotect
#define __NR_pkey_mprotect 380
#endif
#ifndef __NR_pkey_alloc
#define __NR_pkey_alloc 381
#endif
#ifndef __NR_pkey_free
#define __NR_pkey_free 382
#endif
#ifndef __NR_statx
#define __NR_statx 383
#endif
#ifndef __NR_io_pgetevents
#define __NR_io_pgetevents 385
#endif
#ifndef __NR_rseq
#define __NR_rseq 386
#endif
#elif defined(__aarch64__) || defined(__riscv) || defined(__loongarch__)
#ifndef __NR_kcmp
#define __NR_kcmp 272
#endif
#ifndef __NR_finit_module
#define __NR_finit_module 273
#endif
#ifndef __NR_sched_setattr
#define __NR_sched_setattr 274
#endif
#ifndef __NR_sched_getattr
#define __NR_sched_getattr 275
#endif
#ifndef __NR_renameat2
#define __NR_renameat2 276
#endif
#ifndef __NR_seccomp
#define __NR_seccomp 277
#endif
#ifndef __NR_getrandom
#define __NR_getrandom 278
#endif
#ifndef __NR_memfd_create
#define __NR_memfd_create 279
#endif
#ifndef __NR_bpf
#define __NR_bpf 280
#endif
#ifndef __NR_execveat
#define __NR_execveat 281
#endif
#ifndef __NR_userfaultfd
#define __NR_userfaultfd 282
#endif
#ifndef __NR_membarrier
#define __NR_membarrier 283
#endif
#ifndef __NR_mlock2
#define __NR_mlock2 284
#endif
#ifndef __NR_copy_file_range
#define __NR_copy_file_range 285
#endif
#ifndef __NR_preadv2
#define __NR_preadv2 286
#endif
#ifndef __NR_pwritev2
#define __NR_pwritev2 287
#endif
#ifndef __NR_pkey_mprotect
#define __NR_pkey_mprotect 288
#endif
#ifndef __NR_pkey_alloc
#define __NR_pkey_alloc 289
#endif
#ifndef __NR_pkey_free
#define __NR_pkey_free 290
#endif
#ifndef __NR_statx
#define __NR_statx 291
#endif
#ifndef __NR_io_pgetevents
#define __NR_io_pgetevents 292
#endif
#ifndef __NR_rseq
#define __NR_rseq 293
#endif
#endif

/* Numbered alike on every arch but alpha, ia64 and mips since Linux 5.1. */
#if !defined(__alpha__) && !defined(__ia64__) && !defined(__mips__)
#ifndef __NR_pidfd_send_signal
#define __NR_pidfd_send_signal 424
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#endif
#ifndef __NR_io_uring_enter
#define __NR_io_uring_enter 426
#endif
#ifndef __NR_io_uring_register
#define __NR_io_uring_register 427
#endif
#ifndef __NR_open_tree
#define __NR_open_tree 428
#endif
#ifndef __NR_move_mount
#define __NR_move_mount 429
#endif
#ifndef __NR_fsopen
#define __NR_fsopen 430
#endif
#ifndef __NR_fsconfig
#define __NR_fsconfig 431
#endif
#ifndef __NR_fsmount
#define __NR_fsmount 432
#endif
#ifndef __NR_fspick
#define __NR_fspick 433
#endif
#ifndef __NR_pidfd_open
#define __NR_pidfd_open 434
#endif
#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_close_range
#define __NR_close_range 436
#endif
#ifndef __NR_openat2
#define __NR_openat2 437
#endif
#ifndef __NR_pidfd_getfd
#define __NR_pidfd_getfd 438
#endif
#ifndef __NR_faccessat2
#define __NR_faccessat2 439
#endif
#ifndef __NR_process_madvise
#define __NR_process_madvise 440
#endif
#ifndef __NR_epoll_pwait2
#define __NR_epoll_pwait2 441
#endif
#ifndef __NR_mount_setattr
#define __NR_mount_setattr 442
#endif
#ifndef __NR_quotactl_fd
#define __NR_quotactl_fd 443
#endif
#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#endif
#ifndef __NR_landlock_add_rule
#define __NR_landlock_add_rule 445
#endif
#ifndef __NR_landlock_restrict_self
#define __NR_landlock_restrict_self 446
#endif
#ifndef __NR_memfd_secret
#define __NR_memfd_secret 447
#endif
#ifndef __NR_process_mrelease
#define __NR_process_mrelease 448
#endif
#ifndef __NR_futex_waitv
#define __NR_futex_waitv 449
#endif
#ifndef __NR_set_mempolicy_home_node
#define __NR_set_mempolicy_home_node 450
#endif
#ifndef __NR_cachestat
#define __NR_cachestat 451
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif
#ifndef __NR_map_shadow_stack
#define __NR_map_shadow_stack 453
#endif
#ifndef __NR_futex_wake
#define __NR_futex_wake 454
#endif
#ifndef __NR_futex_wait
#define __NR_futex_wait 455
#endif
#ifndef __NR_futex_requeue
#define __NR_futex_requeue 456
#endif
#ifndef __NR_statmount
#define __NR_statmount 457
#endif
#ifndef __NR_listmount
#define __NR_listmount 458
#endif
#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr 459
#endif
#ifndef __NR_lsm_set_self_attr
#define __NR_lsm_set_self_attr 460
#endif
#ifndef __NR_lsm_list_modules
#define __NR_lsm_list_modules 461
#endif
#ifndef __NR_mseal
#define __NR_mseal 462
#endif
#ifndef __NR_setxattrat
#define __NR_setxattrat 463
#endif
#ifndef __NR_getxattrat
#define __NR_getxattrat 464
#endif
#ifndef __NR_listxattrat
#define __NR_listxattrat 465
#endif
#ifndef __NR_removexattrat
#define __NR_removexattrat 466
#endif
#ifndef __NR_open_tree_attr
#define __NR_open_tree_attr 467
#endif
#ifndef __NR_file_getattr
#define __NR_file_getattr 468
#endif
#ifndef __NR_file_setattr
#define __NR_file_setattr 469
#endif
#endif

/* Anything still missing does not exist here. */
#ifndef __NR__llseek
#define __NR__llseek __TST_NR_INVALID
#endif
#ifndef __NR__newselect
#define __NR__newselect __TST_NR_INVALID
#endif
#ifndef __NR_access
#define __NR_access __TST_NR_INVALID
#endif
#ifndef __NR_afs_syscall
#define __NR_afs_syscall __TST_NR_INVALID
#endif
#ifndef __NR_alarm
#define __NR_alarm __TST_NR_INVALID
#endif
#ifndef __NR_arch_prctl
#define __NR_arch_prctl __TST_NR_INVALID
#endif
#ifndef __NR_arm_fadvise64_64
#define __NR_arm_fadvise64_64 __TST_NR_INVALID
#endif
#ifndef __NR_arm_sync_file_range
#define __NR_arm_sync_file_range __TST_NR_INVALID
#endif
#ifndef __NR_bdflush
#define __NR_bdflush __TST_NR_INVALID
#endif
#ifndef __NR_bpf
#define __NR_bpf __TST_NR_INVALID
#endif
#ifndef __NR_break
#define __NR_break __TST_NR_INVALID
#endif
#ifndef __NR_cachectl
#define __NR_cachectl __TST_NR_INVALID
#endif
#ifndef __NR_cacheflush
#define __NR_cacheflush __TST_NR_INVALID
#endif
#ifndef __NR_cachestat
#define __NR_cachestat __TST_NR_INVALID
#endif
#ifndef __NR_chmod
#define __NR_chmod __TST_NR_INVALID
#endif
#ifndef __NR_chown
#define __NR_chown __TST_NR_INVALID
#endif
#ifndef __NR_chown32
#define __NR_chown32 __TST_NR_INVALID
#endif
#ifndef __NR_clock_adjtime64
#define __NR_clock_adjtime64 __TST_NR_INVALID
#endif
#ifndef __NR_clock_getres_time64
#define __NR_clock_getres_time64 __TST_NR_INVALID
#endif
#ifndef __NR_clock_gettime64
#define __NR_clock_gettime64 __TST_NR_INVALID
#endif
#ifndef __NR_clock_nanosleep_time64
#define __NR_clock_nanosleep_time64 __TST_NR_INVALID
#endif
#ifndef __NR_clock_settime64
#define __NR_clock_settime64 __TST_NR_INVALID
#endif
#ifndef __NR_clone3
#define __NR_clone3 __TST_NR_INVALID
#endif
#ifndef __NR_close_range
#define __NR_close_range __TST_NR_INVALID
#endif
#ifndef __NR_copy_file_range
#define __NR_copy_file_range __TST_NR_INVALID
#endif
#ifndef __NR_creat
#define __NR_creat __TST_NR_INVALID
#endif
#ifndef __NR_create_module
#define __NR_create_module __TST_NR_INVALID
#endif
#ifndef __NR_dup2
#define __NR_dup2 __TST_NR_INVALID
#endif
#ifndef __NR_epoll_create
#define __NR_epoll_create __TST_NR_INVALID
#endif
#ifndef __NR_epoll_pwait2
#define __NR_epoll_pwait2 __TST_NR_INVALID
#endif
#ifndef __NR_epoll_wait
#define __NR_epoll_wait __TST_NR_INVALID
#endif
#ifndef __NR_eventfd
#define __NR_eventfd __TST_NR_INVALID
#endif
#ifndef __NR_execv
#define __NR_execv __TST_NR_INVALID
#endif
#ifndef __NR_execveat
#define __NR_execveat __TST_NR_INVALID
#endif
#ifndef __NR_faccessat2
#define __NR_faccessat2 __TST_NR_INVALID
#endif
#ifndef __NR_fadvise64_64
#define __NR_fadvise64_64 __TST_NR_INVALID
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 __TST_NR_INVALID
#endif
#ifndef __NR_fchown32
#define __NR_fchown32 __TST_NR_INVALID
#endif
#ifndef __NR_fcntl64
#define __NR_fcntl64 __TST_NR_INVALID
#endif
#ifndef __NR_file_getattr
#define __NR_file_getattr __TST_NR_INVALID
#endif
#ifndef __NR_file_setattr
#define __NR_file_setattr __TST_NR_INVALID
#endif
#ifndef __NR_finit_module
#define __NR_finit_module __TST_NR_INVALID
#endif
#ifndef __NR_fork
#define __NR_fork __TST_NR_INVALID
#endif
#ifndef __NR_fsconfig
#define __NR_fsconfig __TST_NR_INVALID
#endif
#ifndef __NR_fsmount
#define __NR_fsmount __TST_NR_INVALID
#endif
#ifndef __NR_fsopen
#define __NR_fsopen __TST_NR_INVALID
#endif
#ifndef __NR_fspick
#define __NR_fspick __TST_NR_INVALID
#endif
#ifndef __NR_fstat64
#define __NR_fstat64 __TST_NR_INVALID
#endif
#ifndef __NR_fstatat64
#define __NR_fstatat64 __TST_NR_INVALID
#endif
#ifndef __NR_fstatfs64
#define __NR_fstatfs64 __TST_NR_INVALID
#endif
#ifndef __NR_ftime
#define __NR_ftime __TST_NR_INVALID
#endif
#ifndef __NR_ftruncate64
#define __NR_ftruncate64 __TST_NR_INVALID
#endif
#ifndef __NR_futex_requeue
#define __NR_futex_requeue __TST_NR_INVALID
#endif
#ifndef __NR_futex_time64
#define __NR_futex_time64 __TST_NR_INVALID
#endif
#ifndef __NR_futex_wait
#define __NR_futex_wait __TST_NR_INVALID
#endif
#ifndef __NR_futex_waitv
#define __NR_futex_waitv __TST_NR_INVALID
#endif
#ifndef __NR_futex_wake
#define __NR_futex_wake __TST_NR_INVALID
#endif
#ifndef __NR_futimesat
#define __NR_futimesat __TST_NR_INVALID
#endif
#ifndef __NR_get_kernel_syms
#define __NR_get_kernel_syms __TST_NR_INVALID
#endif
#ifndef __NR_get_thread_area
#define __NR_get_thread_area __TST_NR_INVALID
#endif
#ifndef __NR_getdents
#define __NR_getdents __TST_NR_INVALID
#endif
#ifndef __NR_getdomainname
#define __NR_getdomainname __TST_NR_INVALID
#endif
#ifndef __NR_getegid32
#define __NR_getegid32 __TST_NR_INVALID
#endif
#ifndef __NR_geteuid32
#define __NR_geteuid32 __TST_NR_INVALID
#endif
#ifndef __NR_getgid32
#define __NR_getgid32 __TST_NR_INVALID
#endif
#ifndef __NR_getgroups32
#define __NR_getgroups32 __TST_NR_INVALID
#endif
#ifndef __NR_getpagesize
#define __NR_getpagesize __TST_NR_INVALID
#endif
#ifndef __NR_getpgrp
#define __NR_getpgrp __TST_NR_INVALID
#endif
#ifndef __NR_getpmsg
#define __NR_getpmsg __TST_NR_INVALID
#endif
#ifndef __NR_getrandom
#define __NR_getrandom __TST_NR_INVALID
#endif
#ifndef __NR_getresgid32
#define __NR_getresgid32 __TST_NR_INVALID
#endif
#ifndef __NR_getresuid32
#define __NR_getresuid32 __TST_NR_INVALID
#endif
#ifndef __NR_getuid32
#define __NR_getuid32 __TST_NR_INVALID
#endif
#ifndef __NR_getxattrat
#define __NR_getxattrat __TST_NR_INVALID
#endif
#ifndef __NR_gtty
#define __NR_gtty __TST_NR_INVALID
#endif
#ifndef __NR_idle
#define __NR_idle __TST_NR_INVALID
#endif
#ifndef __NR_inotify_init
#define __NR_inotify_init __TST_NR_INVALID
#endif
#ifndef __NR_io_pgetevents
#define __NR_io_pgetevents __TST_NR_INVALID
#endif
#ifndef __NR_io_pgetevents_time64
#define __NR_io_pgetevents_time64 __TST_NR_INVALID
#endif
#ifndef __NR_io_uring_enter
#define __NR_io_uring_enter __TST_NR_INVALID
#endif
#ifndef __NR_io_uring_register
#define __NR_io_uring_register __TST_NR_INVALID
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup __TST_NR_INVALID
#endif
#ifndef __NR_ioperm
#define __NR_ioperm __TST_NR_INVALID
#endif
#ifndef __NR_iopl
#define __NR_iopl __TST_NR_INVALID
#endif
#ifndef __NR_ipc
#define __NR_ipc __TST_NR_INVALID
#endif
#ifndef __NR_kcmp
#define __NR_kcmp __TST_NR_INVALID
#endif
#ifndef __NR_landlock_add_rule
#define __NR_landlock_add_rule __TST_NR_INVALID
#endif
#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset __TST_NR_INVALID
#endif
#ifndef __NR_landlock_restrict_self
#define __NR_landlock_restrict_self __TST_NR_INVALID
#endif
#ifndef __NR_lchown
#define __NR_lchown __TST_NR_INVALID
#endif
#ifndef __NR_lchown32
#define __NR_lchown32 __TST_NR_INVALID
#endif
#ifndef __NR_link
#define __NR_link __TST_NR_INVALID
#endif
#ifndef __NR_listmount
#define __NR_listmount __TST_NR_INVALID
#endif
#ifndef __NR_listxattrat
#define __NR_listxattrat __TST_NR_INVALID
#endif
#ifndef __NR_lock
#define __NR_lock __TST_NR_INVALID
#endif
#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr __TST_NR_INVALID
#endif
#ifndef __NR_lsm_list_modules
#define __NR_lsm_list_modules __TST_NR_INVALID
#endif
#ifndef __NR_lsm_set_self_attr
#define __NR_lsm_set_self_attr __TST_NR_INVALID
#endif
#ifndef __NR_lstat64
#define __NR_lstat64 __TST_NR_INVALID
#endif
#ifndef __NR_map_shadow_stack
#define __NR_map_shadow_stack __TST_NR_INVALID
#endif
#ifndef __NR_membarrier
#define __NR_membarrier __TST_NR_INVALID
#endif
#ifndef __NR_memfd_create
#define __NR_memfd_create __TST_NR_INVALID
#endif
#ifndef __NR_memfd_secret
#define __NR_memfd_secret __TST_NR_INVALID
#endif
#ifndef __NR_memory_ordering
#define __NR_memory_ordering __TST_NR_INVALID
#endif
#ifndef __NR_mkdir
#define __NR_mkdir __TST_NR_INVALID
#endif
#ifndef __NR_mknod
#define __NR_mknod __TST_NR_INVALID
#endif
#ifndef __NR_mlock2
#define __NR_mlock2 __TST_NR_INVALID
#endif
#ifndef __NR_mmap2
#define __NR_mmap2 __TST_NR_INVALID
#endif
#ifndef __NR_modify_ldt
#define __NR_modify_ldt __TST_NR_INVALID
#endif
#ifndef __NR_mount_setattr
#define __NR_mount_setattr __TST_NR_INVALID
#endif
#ifndef __NR_move_mount
#define __NR_move_mount __TST_NR_INVALID
#endif
#ifndef __NR_mpx
#define __NR_mpx __TST_NR_INVALID
#endif
#ifndef __NR_mq_timedreceive_time64
#define __NR_mq_timedreceive_time64 __TST_NR_INVALID
#endif
#ifndef __NR_mq_timedsend_time64
#define __NR_mq_timedsend_time64 __TST_NR_INVALID
#endif
#ifndef __NR_mseal
#define __NR_mseal __TST_NR_INVALID
#endif
#ifndef __NR_multiplexer
#define __NR_multiplexer __TST_NR_INVALID
#endif
#ifndef __NR_nice
#define __NR_nice __TST_NR_INVALID
#endif
#ifndef __NR_oldfstat
#define __NR_oldfstat __TST_NR_INVALID
#endif
#ifndef __NR_oldlstat
#define __NR_oldlstat __TST_NR_INVALID
#endif
#ifndef __NR_oldolduname
#define __NR_oldolduname __TST_NR_INVALID
#endif
#ifndef __NR_oldstat
#define __NR_oldstat __TST_NR_INVALID
#endif
#ifndef __NR_olduname
#define __NR_olduname __TST_NR_INVALID
#endif
#ifndef __NR_open
#define __NR_open __TST_NR_INVALID
#endif
#ifndef __NR_open_tree
#define __NR_open_tree __TST_NR_INVALID
#endif
#ifndef __NR_open_tree_attr
#define __NR_open_tree_attr __TST_NR_INVALID
#endif
#ifndef __NR_openat2
#define __NR_openat2 __TST_NR_INVALID
#endif
#ifndef __NR_pause
#define __NR_pause __TST_NR_INVALID
#endif
#ifndef __NR_pciconfig_iobase
#define __NR_pciconfig_iobase __TST_NR_INVALID
#endif
#ifndef __NR_pciconfig_read
#define __NR_pciconfig_read __TST_NR_INVALID
#endif
#ifndef __NR_pciconfig_write
#define __NR_pciconfig_write __TST_NR_INVALID
#endif
#ifndef __NR_perfctr
#define __NR_perfctr __TST_NR_INVALID
#endif
#ifndef __NR_pidfd_getfd
#define __NR_pidfd_getfd __TST_NR_INVALID
#endif
#ifndef __NR_pidfd_open
#define __NR_pidfd_open __TST_NR_INVALID
#endif
#ifndef __NR_pidfd_send_signal
#define __NR_pidfd_send_signal __TST_NR_INVALID
#endif
#ifndef __NR_pipe
#define __NR_pipe __TST_NR_INVALID
#endif
#ifndef __NR_pkey_alloc
#define __NR_pkey_alloc __TST_NR_INVALID
#endif
#ifndef __NR_pkey_free
#define __NR_pkey_free __TST_NR_INVALID
#endif
#ifndef __NR_pkey_mprotect
#define __NR_pkey_mprotect __TST_NR_INVALID
#endif
#ifndef __NR_poll
#define __NR_poll __TST_NR_INVALID
#endif
#ifndef __NR_ppoll_time64
#define __NR_ppoll_time64 __TST_NR_INVALID
#endif
#ifndef __NR_preadv2
#define __NR_preadv2 __TST_NR_INVALID
#endif
#ifndef __NR_process_madvise
#define __NR_process_madvise __TST_NR_INVALID
#endif
#ifndef __NR_process_mrelease
#define __NR_process_mrelease __TST_NR_INVALID
#endif
#ifndef __NR_prof
#define __NR_prof __TST_NR_INVALID
#endif
#ifndef __NR_profil
#define __NR_profil __TST_NR_INVALID
#endif
#ifndef __NR_pselect6_time64
#define __NR_pselect6_time64 __TST_NR_INVALID
#endif
#ifndef __NR_putpmsg
#define __NR_putpmsg __TST_NR_INVALID
#endif
#ifndef __NR_pwritev2
#define __NR_pwritev2 __TST_NR_INVALID
#endif
#ifndef __NR_query_module
#define __NR_query_module __TST_NR_INVALID
#endif
#ifndef __NR_quotactl_fd
#define __NR_quotactl_fd __TST_NR_INVALID
#endif
#ifndef __NR_readdir
#define __NR_readdir __TST_NR_INVALID
#endif
#ifndef __NR_readlink
#define __NR_readlink __TST_NR_INVALID
#endif
#ifndef __NR_recv
#define __NR_recv __TST_NR_INVALID
#endif
#ifndef __NR_recvmmsg_time64
#define __NR_recvmmsg_time64 __TST_NR_INVALID
#endif
#ifndef __NR_removexattrat
#define __NR_removexattrat __TST_NR_INVALID
#endif
#ifndef __NR_rename
#define __NR_rename __TST_NR_INVALID
#endif
#ifndef __NR_renameat2
#define __NR_renameat2 __TST_NR_INVALID
#endif
#ifndef __NR_rmdir
#define __NR_rmdir __TST_NR_INVALID
#endif
#ifndef __NR_rseq
#define __NR_rseq __TST_NR_INVALID
#endif
#ifndef __NR_rt_sigtimedwait_time64
#define __NR_rt_sigtimedwait_time64 __TST_NR_INVALID
#endif
#ifndef __NR_rtas
#define __NR_rtas __TST_NR_INVALID
#endif
#ifndef __NR_sched_get_affinity
#define __NR_sched_get_affinity __TST_NR_INVALID
#endif
#ifndef __NR_sched_getattr
#define __NR_sched_getattr __TST_NR_INVALID
#endif
#ifndef __NR_sched_rr_get_interval_time64
#define __NR_sched_rr_get_interval_time64 __TST_NR_INVALID
#endif
#ifndef __NR_sched_set_affinity
#define __NR_sched_set_affinity __TST_NR_INVALID
#endif
#ifndef __NR_sched_setattr
#define __NR_sched_setattr __TST_NR_INVALID
#endif
#ifndef __NR_seccomp
#define __NR_seccomp __TST_NR_INVALID
#endif
#ifndef __NR_security
#define __NR_security __TST_NR_INVALID
#endif
#ifndef __NR_select
#define __NR_select __TST_NR_INVALID
#endif
#ifndef __NR_semtimedop_time64
#define __NR_semtimedop_time64 __TST_NR_INVALID
#endif
#ifndef __NR_send
#define __NR_send __TST_NR_INVALID
#endif
#ifndef __NR_sendfile64
#define __NR_sendfile64 __TST_NR_INVALID
#endif
#ifndef __NR_set_mempolicy_home_node
#define __NR_set_mempolicy_home_node __TST_NR_INVALID
#endif
#ifndef __NR_set_thread_area
#define __NR_set_thread_area __TST_NR_INVALID
#endif
#ifndef __NR_setfsgid32
#define __NR_setfsgid32 __TST_NR_INVALID
#endif
#ifndef __NR_setfsuid32
#define __NR_setfsuid32 __TST_NR_INVALID
#endif
#ifndef __NR_setgid32
#define __NR_setgid32 __TST_NR_INVALID
#endif
#ifndef __NR_setgroups32
#define __NR_setgroups32 __TST_NR_INVALID
#endif
#ifndef __NR_setregid32
#define __NR_setregid32 __TST_NR_INVALID
#endif
#ifndef __NR_setresgid32
#define __NR_setresgid32 __TST_NR_INVALID
#endif
#ifndef __NR_setresuid32
#define __NR_setresuid32 __TST_NR_INVALID
#endif
#ifndef __NR_setreuid32
#define __NR_setreuid32 __TST_NR_INVALID
#endif
#ifndef __NR_setuid32
#define __NR_setuid32 __TST_NR_INVALID
#endif
#ifndef __NR_setxattrat
#define __NR_setxattrat __TST_NR_INVALID
#endif
#ifndef __NR_sgetmask
#define __NR_sgetmask __TST_NR_INVALID
#endif
#ifndef __NR_sigaction
#define __NR_sigaction __TST_NR_INVALID
#endif
#ifndef __NR_signal
#define __NR_signal __TST_NR_INVALID
#endif
#ifndef __NR_signalfd
#define __NR_signalfd __TST_NR_INVALID
#endif
#ifndef __NR_sigpending
#define __NR_sigpending __TST_NR_INVALID
#endif
#ifndef __NR_sigprocmask
#define __NR_sigprocmask __TST_NR_INVALID
#endif
#ifndef __NR_sigreturn
#define __NR_sigreturn __TST_NR_INVALID
#endif
#ifndef __NR_sigsuspend
#define __NR_sigsuspend __TST_NR_INVALID
#endif
#ifndef __NR_socketcall
#define __NR_socketcall __TST_NR_INVALID
#endif
#ifndef __NR_spu_create
#define __NR_spu_create __TST_NR_INVALID
#endif
#ifndef __NR_spu_run
#define __NR_spu_run __TST_NR_INVALID
#endif
#ifndef __NR_ssetmask
#define __NR_ssetmask __TST_NR_INVALID
#endif
#ifndef __NR_stat64
#define __NR_stat64 __TST_NR_INVALID
#endif
#ifndef __NR_statfs64
#define __NR_statfs64 __TST_NR_INVALID
#endif
#ifndef __NR_statmount
#define __NR_statmount __TST_NR_INVALID
#endif
#ifndef __NR_statx
#define __NR_statx __TST_NR_INVALID
#endif
#ifndef __NR_stime
#define __NR_stime __TST_NR_INVALID
#endif
#ifndef __NR_stty
#define __NR_stty __TST_NR_INVALID
#endif
#ifndef __NR_subpage_prot
#define __NR_subpage_prot __TST_NR_INVALID
#endif
#ifndef __NR_swapcontext
#define __NR_swapcontext __TST_NR_INVALID
#endif
#ifndef __NR_symlink
#define __NR_symlink __TST_NR_INVALID
#endif
#ifndef __NR_sync_file_range2
#define __NR_sync_file_range2 __TST_NR_INVALID
#endif
#ifndef __NR_sys_debug_setcontext
#define __NR_sys_debug_setcontext __TST_NR_INVALID
#endif
#ifndef __NR_syscall
#define __NR_syscall __TST_NR_INVALID
#endif
#ifndef __NR_sysfs
#define __NR_sysfs __TST_NR_INVALID
#endif
#ifndef __NR_sysmips
#define __NR_sysmips __TST_NR_INVALID
#endif
#ifndef __NR_time
#define __NR_time __TST_NR_INVALID
#endif
#ifndef __NR_timer_gettime64
#define __NR_timer_gettime64 __TST_NR_INVALID
#endif
#ifndef __NR_timer_settime64
#define __NR_timer_settime64 __TST_NR_INVALID
#endif
#ifndef __NR_timerfd
#define __NR_timerfd __TST_NR_INVALID
#endif
#ifndef __NR_timerfd_gettime64
#define __NR_timerfd_gettime64 __TST_NR_INVALID
#endif
#ifndef __NR_timerfd_settime64
#define __NR_timerfd_settime64 __TST_NR_INVALID
#endif
#ifndef __NR_truncate64
#define __NR_truncate64 __TST_NR_INVALID
#endif
#ifndef __NR_tuxcall
#define __NR_tuxcall __TST_NR_INVALID
#endif
#ifndef __NR_ugetrlimit
#define __NR_ugetrlimit __TST_NR_INVALID
#endif
#ifndef __NR_ulimit
#define __NR_ulimit __TST_NR_INVALID
#endif
#ifndef __NR_umount
#define __NR_umount __TST_NR_INVALID
#endif
#ifndef __NR_unlink
#define __NR_unlink __TST_NR_INVALID
#endif
#ifndef __NR_uselib
#define __NR_uselib __TST_NR_INVALID
#endif
#ifndef __NR_userfaultfd
#define __NR_userfaultfd __TST_NR_INVALID
#endif
#ifndef __NR_ustat
#define __NR_ustat __TST_NR_INVALID
#endif
#ifndef __NR_utime
#define __NR_utime __TST_NR_INVALID
#endif
#ifndef __NR_utimensat_time64
#define __NR_utimensat_time64 __TST_NR_INVALID
#endif
#ifndef __NR_utimes
#define __NR_utimes __TST_NR_INVALID
#endif
#ifndef __NR_utrap_install
#define __NR_utrap_install __TST_NR_INVALID
#endif
#ifndef __NR_vfork
#define __NR_vfork __TST_NR_INVALID
#endif
#ifndef __NR_vm86
#define __NR_vm86 __TST_NR_INVALID
#endif
#ifndef __NR_vm86old
#define __NR_vm86old __TST_NR_INVALID
#endif
#ifndef __NR_waitpid
#define __NR_waitpid __TST_NR_INVALID
#endif

#endif /* TST_SYSCALL_NR_H */
